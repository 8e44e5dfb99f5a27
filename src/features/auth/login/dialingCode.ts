/** The default dialing code (Argentina) when nothing else is known. */
export const DEFAULT_DIALING_CODE = '54';
