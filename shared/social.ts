import { z } from 'zod';
import { MAX_SOCIAL_LINK_LENGTH, SOCIAL_NETWORKS, normalizeSocialLink } from './social-link.js';

export * from './social-link.js';

/**
 * A social link of a profile, as an API body or a form sends it. Parsing normalizes the URL;
 * a value that cannot be normalized fails on the "url" path.
 */
export const socialLinkSchema = z
  .object({
    network: z.enum(SOCIAL_NETWORKS),
    url: z.string().max(MAX_SOCIAL_LINK_LENGTH),
  })
  .transform((link, ctx) => {
    const url = normalizeSocialLink(link.network, link.url);
    if (url === null) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `Not a valid ${link.network} link.`, params: { rule: 'invalid' } });
      return z.NEVER;
    }
    return { network: link.network, url };
  });

export type SocialLinkInput = z.input<typeof socialLinkSchema>;
export type SocialLink = z.output<typeof socialLinkSchema>;
