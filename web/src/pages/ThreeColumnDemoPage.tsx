// The three-column layout, shown on any screen: the sidebar on the left, this page, and the live
// team panel that wide desktops (1440 px and more) show beside every page.
import { LivePanel } from '../features/shell/LivePanel.tsx';

export default function ThreeColumnDemoPage() {
  return (
    <div className="page">
      <header className="page-header">
        <h1>Three-Column Layout</h1>
        <p className="muted">
          On a wide screen every page has three columns: the sidebar, the page, and the live panel with the team's activity and workers. Here the live panel is
          drawn inside the page, so it can be seen on any screen; its figures are the real ones.
        </p>
      </header>
      <div className="three-column-demo">
        <LivePanel className="card live-panel-inline" />
      </div>
    </div>
  );
}
