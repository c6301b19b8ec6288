import { useState } from 'react';
import type { DocumentDto } from '../../../core/documents/api.ts';
import { ProcessingModal } from '../features/byte/ProcessingModal.tsx';
import { RecentDocuments } from '../features/byte/RecentDocuments.tsx';
import { UploadPanel } from '../features/byte/UploadPanel.tsx';
import { useDocuments } from '../features/byte/useDocuments.ts';
import { AskEmployeeSection } from '../features/chat/AskEmployeeSection.tsx';
import { NavIcon } from '../components/icons/navIcons.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export default function SmartImportPage() {
  const { documents, error, refresh } = useDocuments();
  const [following, setFollowing] = useState<DocumentDto[] | null>(null);

  function onAccepted(docs: DocumentDto[]) {
    refresh();
    setFollowing(docs);
  }

  function onClose() {
    setFollowing(null);
    refresh();
  }

  return (
    <div className="page">
      <PageHeader icon={<NavIcon name="import" />} title="Smart Import AI">
        <p className="muted">
          Byte reads your bank statements and receipts, Tag categorizes them, Crystal integrates the data and Intelia summarizes what it found.
        </p>
      </PageHeader>
      <UploadPanel onAccepted={onAccepted} />
      <RecentDocuments documents={documents} error={error} onOpen={(doc) => setFollowing([doc])} />
      <AskEmployeeSection employeeKey="byte" />
      {following && following.length > 0 && <ProcessingModal key={following.map((d) => d.id).join(',')} documents={following} onClose={onClose} />}
    </div>
  );
}
