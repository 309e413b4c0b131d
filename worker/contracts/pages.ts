import * as v from 'valibot';

export const PageBlockSchema = v.variant('type', [
  v.object({ type: v.literal('header'), level: v.picklist([1, 2, 3, 4]), text: v.string() }),
  v.object({ type: v.literal('paragraph'), text: v.string() }),
  v.object({ type: v.literal('list'), ordered: v.boolean(), items: v.array(v.string()) }),
  v.object({
    type: v.literal('image'),
    url: v.string(),
    caption: v.optional(v.string()),
    stretched: v.optional(v.boolean()),
    withBorder: v.optional(v.boolean()),
    withBackground: v.optional(v.boolean()),
  }),
  v.object({ type: v.literal('quote'), text: v.string(), caption: v.optional(v.string()) }),
  v.object({ type: v.literal('delimiter') }),
  v.object({ type: v.literal('table'), rows: v.array(v.array(v.string())), withHeadings: v.boolean() }),
  v.object({ type: v.literal('code'), code: v.string() }),
]);
export type PageBlock = v.InferOutput<typeof PageBlockSchema>;
