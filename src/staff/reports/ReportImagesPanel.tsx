import { REPORT_IMAGE_KINDS } from '../../../domain/labReport';
import { Notice } from '../../ui/Notice';
import { ReportImageSlot } from './ReportImageSlot';
import { useReportImages } from './useReportImages';
import './reports.css';

/** The hospital's report letterhead: the header, footer and signature printed on every lab report PDF. */
export function ReportImagesPanel(): React.JSX.Element {
  const { images, set } = useReportImages();
  if (images.status === 'loading') return <p role="status">Loading the report images…</p>;
  if (images.status === 'failed') return <Notice tone="error">{images.error}</Notice>;
  return (
    <div className="staff-letterhead">
      {REPORT_IMAGE_KINDS.map((kind) => (
        <ReportImageSlot key={kind} kind={kind} url={images.urls[kind]} onSet={set} />
      ))}
    </div>
  );
}
