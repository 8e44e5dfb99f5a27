/** The member centre's platform messages page (messageV2), loaded lazily by its frame. */
export { MessagesPage } from './MessagesPage';
