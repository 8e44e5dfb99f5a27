/** The dialing code the spec defaults to (Argentina, spec §2) when nothing else is known. */
export const DEFAULT_DIALING_CODE = '54';
