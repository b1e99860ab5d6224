import { z } from 'zod';

/** An icon: a name (`book-open`), or `{name, style?, library?}`. */
export const IconSchema = z.union([
  z.string().min(1),
  z.strictObject({
    name: z.string().min(1),
    style: z.string().optional(),
    library: z.enum(['fontawesome', 'lucide', 'tabler']).optional(),
  }),
]);
