import { describe, expect, it } from 'vitest';
import {
  clientFeatures,
  componentDescriptor,
  componentMembers,
  components,
  descriptors,
  featureAssets,
} from '../src/index.ts';

describe('component registry', () => {
  it('renders every registered name with its descriptor’s component', () => {
    for (const [name, d] of Object.entries(descriptors)) expect(components[name], name).toBe(d.render);
    expect(components.SnippetGroup).toBe(components.CodeGroup);
    expect(components.FileTree).toBe(components.Tree);
  });

  it('lists members from the descriptors, and finds a member’s own Markdown lowering', () => {
    expect(componentMembers).toEqual({
      Color: ['Row', 'Item'],
      FileTree: ['Folder', 'File'],
      GitHub: ['Repo'],
      Github: ['Repo'],
      Tree: ['Folder', 'File'],
    });
    expect(componentDescriptor('Tree.Folder')?.toMarkdown).toBeTypeOf('function');
    expect(componentDescriptor('Color.Row')?.toMarkdown).toBeUndefined();
    expect(componentDescriptor('Tree.Nope')).toBeUndefined();
    expect(componentDescriptor('toString')).toBeUndefined();
  });

  it('names only registered components as the child a container must hold', () => {
    const children = Object.values(descriptors).flatMap((d) => (d.props?.child ? [d.props.child] : []));
    expect(children.sort()).toEqual(['Accordion', 'Step', 'Tab']);
    for (const child of children) expect(descriptors[child], child).toBeDefined();
  });

  it('ships assets for every client feature a descriptor names', () => {
    expect([...clientFeatures.keys()].sort()).toEqual(['katex', 'mermaid', 'prompt', 'update', 'view', 'zoom']);
    for (const d of Object.values(descriptors)) {
      for (const f of d.clientFeatures ?? []) expect(featureAssets(f.name), f.name).toBeDefined();
    }
  });

  it('keeps headings of Accordion, AccordionGroup, Expandable, Update and Prompt out of the TOC', () => {
    const hiding = Object.keys(descriptors).filter((n) => descriptors[n]!.hidesHeadings);
    expect(hiding.sort()).toEqual(['Accordion', 'AccordionGroup', 'Expandable', 'Prompt', 'Update']);
  });
});
