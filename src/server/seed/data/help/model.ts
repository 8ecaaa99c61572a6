import type {
  BlockInput,
  ContentComponentInput,
  ContentPageInput,
  InlineInput,
} from '../../../../contract/content.ts';

/**
 * The content page model is the contract's (src/contract/content.ts, as written: defaults left out; checked
 * by test/unit/content/help-content-contract.test.ts): the shape of the pages in the JSON files beside this
 * one. Text is structured nodes, never HTML.
 */

export type Inline = InlineInput;
export type Block = BlockInput;
export type Component = ContentComponentInput;
export type ContentPage = ContentPageInput;
export type Link = { text: string; href: string };
