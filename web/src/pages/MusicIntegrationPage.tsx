// Music integration (also /spotify-integration, /spotify, /music): no music service is connected
// in this app, and the page says so rather than pretending.
import { Link } from 'react-router-dom';
import { employeeProfile } from '../../../core/employees.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { NavIcon } from '../components/icons/navIcons.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export default function MusicIntegrationPage() {
  const luna = employeeProfile('luna');
  return (
    <div className="page page-narrow">
      <PageHeader icon={<NavIcon name="music" />} title="Music Integration">
        <p className="muted">Connecting a music service (Spotify, say) to {luna.name}'s wellness studio.</p>
      </PageHeader>
      <p className="alert alert-info" data-testid="music-not-built">
        No music service can be connected yet: this integration is not built, so nothing here plays or reads your listening.
      </p>
      <p>
        <Link className="btn btn-secondary" to={luna.dashboardRoute}>
          <EmployeeAvatar employee={luna} inline /> {luna.name}'s Wellness Studio
        </Link>
      </p>
    </div>
  );
}
