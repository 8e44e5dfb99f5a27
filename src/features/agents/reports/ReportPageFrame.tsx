import type { ReactNode } from 'react';
import { MemberPage } from '../../../components/report/MemberPage';
import { ExportCsvButton, type CsvExport } from './ExportCsvButton';

type ReportPageFrameProps<Row> = {
  title: string;
  csv: Omit<CsvExport<Row>, 'title'>;
  children: ReactNode;
};

/** One agent report page: a region named by its h2, with "Export CSV" beside the heading. */
export function ReportPageFrame<Row>({ title, csv, children }: ReportPageFrameProps<Row>) {
  return (
    <MemberPage title={title} aside={<ExportCsvButton {...csv} title={title} />}>
      {children}
    </MemberPage>
  );
}
