import type { ReactNode } from 'react';
import { MemberPage } from '../../member/records/MemberPage';
import { ExportCsvButton } from './ExportCsvButton';
import type { CsvRequest } from './reportsApi';

type ReportPageFrameProps = {
  title: string;
  csv: { request: CsvRequest; fileName: string };
  children: ReactNode;
};

/** One agent report page: a region named by its h2, with "Export CSV" beside the heading. */
export function ReportPageFrame({ title, csv, children }: ReportPageFrameProps) {
  return (
    <MemberPage title={title} aside={<ExportCsvButton request={csv.request} fileName={csv.fileName} />}>
      {children}
    </MemberPage>
  );
}
