/** Types of `token-link.mjs`. */
export const TOKEN_LINK_SCRIPT: string;
export const TOKEN_LINK_SCRIPT_HASH: string;
export function withTokenLinkScript(html: string): string;
