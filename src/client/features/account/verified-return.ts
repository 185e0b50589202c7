/** Where the verification email's link ends (email-verified-notice.tsx shows the outcome there). */
export const VERIFIED_PARAM = 'verified';
export const VERIFIED_RETURN = `/?${VERIFIED_PARAM}=1`;
