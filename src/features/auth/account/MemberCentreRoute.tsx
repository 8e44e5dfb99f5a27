import MemberCenter from '../../member/MemberCenter';
import { OfficialAccountOnly } from './OfficialAccountOnly';

/** /member: the member centre for official accounts, the trial notice for trial accounts. */
export default function MemberCentreRoute() {
  return (
    <OfficialAccountOnly>
      <MemberCenter />
    </OfficialAccountOnly>
  );
}
