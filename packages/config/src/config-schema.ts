import { CONVENTION_CODES } from '@docsgen/diagnostics';
import { z } from 'zod';
import { footerSchema, navbarSchema } from './chrome-schema.ts';
import { ColorPairSchema, IconSchema, NavigationSchema, OpenApiValueSchema } from './navigation-schema.ts';
import { THEME_NAMES } from './themes.ts';

const hexColor = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'Must be a hex colour string with a leading #, e.g. #0D9373' });

const lightDark = z.strictObject({ light: z.string(), dark: z.string() });

const metatags = z.record(z.string(), z.string());

/** `docsgen.lints`: an authoring-convention lint's code set to `false` turns it off (an unknown code is an unknown key). */
const lintsSchema = z.strictObject(
  Object.fromEntries(CONVENTION_CODES.map((code) => [code, z.boolean().optional()])) as Record<
    (typeof CONVENTION_CODES)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);

const fontSchema = z.strictObject({
  family: z.string().min(1),
  weight: z.number().optional(),
  source: z.string().optional(),
  format: z.enum(['woff', 'woff2']).optional(),
});

const apiSchema = z.strictObject({
  openapi: OpenApiValueSchema.optional(),
  asyncapi: OpenApiValueSchema.optional(),
  params: z
    .strictObject({ expanded: z.enum(['all', 'closed']).optional(), post: z.array(z.string()).optional() })
    .optional(),
  playground: z
    .strictObject({
      display: z.enum(['interactive', 'simple', 'none', 'auth']).optional(),
      proxy: z.boolean().optional(),
      credentials: z.boolean().optional(),
    })
    .optional(),
  examples: z
    .strictObject({
      defaults: z.enum(['required', 'all']).optional(),
      languages: z.array(z.string()).optional(),
      prefill: z.boolean().optional(),
      autogenerate: z.boolean().optional(),
    })
    .optional(),
  url: z.enum(['full']).optional(),
  mdx: z
    .strictObject({
      auth: z
        .strictObject({ method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional(), name: z.string().optional() })
        .optional(),
      server: z.union([z.string(), z.array(z.string())]).optional(),
    })
    .optional(),
});

const contextualCustom = z.strictObject({
  title: z.string(),
  description: z.string(),
  icon: IconSchema.optional(),
  href: z.union([
    z.string(),
    z.strictObject({
      base: z.string(),
      query: z.array(z.strictObject({ key: z.string(), value: z.string() })).optional(),
    }),
  ]),
});

/**
 * Top-level fields, each with its schema. Objects are strict so that an unknown nested key can be
 * reported (as a warning with "did you mean"); the loader strips it and keeps going.
 */
export const topLevelFields = {
  $schema: z.string(),
  theme: z.enum(THEME_NAMES),
  name: z.string().trim().min(1),
  description: z.string(),
  public: z.boolean(),
  colors: z.strictObject({ primary: hexColor, light: hexColor.optional(), dark: hexColor.optional() }),
  logo: z.union([
    z.string().min(3),
    z.strictObject({ light: z.string().min(1), dark: z.string().min(1), href: z.string().optional() }),
  ]),
  favicon: z.union([z.string().min(1), lightDark]),
  api: apiSchema,
  appearance: z.strictObject({
    default: z.enum(['system', 'light', 'dark']).optional(),
    strict: z.boolean().optional(),
  }),
  background: z.strictObject({
    image: z.union([z.string(), lightDark]).optional(),
    decoration: z.enum(['gradient', 'grid', 'windows']).optional(),
    color: ColorPairSchema.optional(),
  }),
  navbar: navbarSchema,
  navigation: NavigationSchema,
  footer: footerSchema,
  search: z.strictObject({ prompt: z.string().optional() }),
  seo: z.strictObject({
    metatags: metatags.optional(),
    paths: z.array(z.strictObject({ path: z.string(), metatags })).optional(),
    organization: z.record(z.string(), z.unknown()).optional(),
    indexing: z.enum(['navigable', 'all']).optional(),
    trailingSlash: z.boolean().optional(),
  }),
  fonts: z.union([fontSchema, z.strictObject({ heading: fontSchema.optional(), body: fontSchema.optional() })]),
  icons: z.strictObject({ library: z.enum(['fontawesome', 'lucide', 'tabler']) }),
  styling: z.strictObject({
    eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
    codeblocks: z
      .union([
        // `system`, `dark`, or (as Mintlify's settings page documents) a Shiki theme name: the build
        // checks the name and warns at it (code-theme-setting.ts).
        z.enum(['system', 'dark']),
        z.string(),
        z.strictObject({
          theme: z.union([z.string(), lightDark]).optional(),
          languages: z.strictObject({ custom: z.array(z.string()).optional() }).optional(),
        }),
      ])
      .optional(),
    latex: z.boolean().optional(),
  }),
  redirects: z.array(
    z.strictObject({ source: z.string().min(1), destination: z.string().min(1), permanent: z.boolean().optional() }),
  ),
  integrations: z.record(z.string(), z.record(z.string(), z.unknown())),
  banner: z.strictObject({
    content: z.string(),
    dismissible: z.boolean().optional(),
    type: z.enum(['info', 'warning', 'critical']).optional(),
    // One hex colour for both modes, or light and dark.
    color: z.union([z.string(), ColorPairSchema]).optional(),
  }),
  errors: z.strictObject({
    '404': z
      .strictObject({
        redirect: z.boolean().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
      })
      .optional(),
  }),
  contextual: z.strictObject({
    options: z.array(z.union([z.string(), contextualCustom])),
    display: z.enum(['header', 'toc']).optional(),
  }),
  thumbnails: z.strictObject({
    appearance: z.enum(['light', 'dark']).optional(),
    background: z.string().optional(),
    fonts: z.strictObject({ family: z.string() }).optional(),
  }),
  interaction: z.strictObject({ drilldown: z.boolean().optional() }),
  metadata: z.strictObject({ timestamp: z.boolean().optional() }),
  variables: z.record(z.string().regex(/^[A-Za-z0-9_-]+$/), z.string()),
  markdown: z.strictObject({
    schema: z.boolean().optional(),
    instructions: z.union([z.string(), z.array(z.string())]).optional(),
  }),
  /** Willow's content variations (the only theme whose schema has the key; validate-config.ts warns at it elsewhere). */
  variations: z.strictObject({
    options: z
      .array(z.strictObject({ id: z.string().trim().min(1), label: z.string().trim().min(1) }))
      .min(1)
      .superRefine((options, ctx) => {
        const seen = new Set<string>();
        options.forEach((option, i) => {
          if (seen.has(option.id))
            ctx.addIssue({
              code: 'custom',
              message: `Variation id \`${option.id}\` is used twice; ids must be unique.`,
              path: [i, 'id'],
            });
          seen.add(option.id);
        });
      }),
  }),
  /** The page footer's feedback controls (Mintlify's `feedback` schema, set from its dashboard). */
  feedback: z.strictObject({
    thumbs: z.boolean().optional(),
    edits: z.boolean().optional(),
    issues: z.boolean().optional(),
  }),
  /** docsgen's own settings; Mintlify's validator accepts the key and leaves it out. */
  docsgen: z.strictObject({
    lints: lintsSchema.optional(),
    /**
     * The docs' repository, for `feedback.edits`/`feedback.issues` links: its GitHub or GitLab URL,
     * with `/tree/<branch>/<folder>` when the docs are not at the root of the default branch.
     */
    repository: z.string().url().optional(),
  }),
} as const;

/** Keys that must be present at the top level. */
export const REQUIRED_TOP_LEVEL = ['theme', 'name', 'colors', 'navigation'] as const;

type Fields = typeof topLevelFields;
type Optional = Exclude<keyof Fields, (typeof REQUIRED_TOP_LEVEL)[number]>;

/** The keys of {@link topLevelFields} a docs.json may leave out (every one but the required four). */
const optionalKeys = Object.fromEntries(
  Object.keys(topLevelFields)
    .filter((k) => !(REQUIRED_TOP_LEVEL as readonly string[]).includes(k))
    .map((k) => [k, true]),
) as { [K in Optional]: true };

/** The whole docs.json: one schema for the TypeScript type and the published JSON Schema. */
export const DocsConfigSchema = z.strictObject(topLevelFields).partial(optionalKeys).meta({
  title: 'docsgen docs.json',
  description: 'Configuration of a docsgen (Mintlify-format) documentation site.',
});

/** Validated, normalised docs.json (the output type of the one schema). */
export type DocsConfig = z.infer<typeof DocsConfigSchema>;
