import { z } from 'zod';
import { IconSchema } from './icon-schema.ts';

const link = z.strictObject({ label: z.string(), href: z.string().min(1) });

/** Social keys the footer accepts. */
export const FOOTER_SOCIALS = [
  'x',
  'website',
  'facebook',
  'youtube',
  'discord',
  'slack',
  'github',
  'linkedin',
  'instagram',
  'hacker-news',
  'medium',
  'telegram',
  'twitter',
  'x-twitter',
  'earth-americas',
  'bluesky',
  'threads',
  'reddit',
  'podcast',
] as const;

/** `navbar`: top-bar links and the primary button (top level, or per language). */
export const navbarSchema = z.strictObject({
  links: z
    .array(
      z.strictObject({
        label: z.string().optional(),
        href: z.string().min(1),
        icon: IconSchema.optional(),
        iconType: z.string().optional(),
        // Any string, as Mintlify's validator takes it: `github` and `discord` pick their icon and
        // label; any other type is a plain link.
        type: z.string().optional(),
      }),
    )
    .optional(),
  primary: z
    .strictObject({
      type: z.enum(['button', 'github', 'discord']),
      label: z.string().optional(),
      href: z.string().min(1),
      icon: IconSchema.optional(),
    })
    .optional(),
});

/** `footer`: social links and link columns (top level, or per language). */
export const footerSchema = z.strictObject({
  socials: z.partialRecord(z.enum(FOOTER_SOCIALS), z.string()).optional(),
  links: z
    .array(z.strictObject({ header: z.string().optional(), items: z.array(link).min(1) }))
    .max(4)
    .optional(),
});
