/** Words for the server's messages: `approval-requested` → "approval requested". */
export const stateWords = (status: string): string => status.replace(/-/g, ' ');
