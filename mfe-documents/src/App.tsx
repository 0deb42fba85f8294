import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { usePageMeta, type RemoteProps } from '@portal/shared';
import { DataTable } from '@portal/shared/ui/DataTable';

function Placeholder({ title }: { title: string }) {
  usePageMeta(title);
  return <DataTable name="myDocuments.documents" label="Documents" />;
}

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/documents" element={<Placeholder title="My Documents" />} />
      </Routes>
    </BrowserRouter>
  );
}
