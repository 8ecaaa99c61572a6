import { describe, expect, it } from 'vitest';
import {
  highlightKindOf,
  highlightsPathOf,
  offerKindDisplay,
  offerLinkLook,
  promotionDisplay,
} from '../../../src/domain/promotion-display.ts';

// doc 3 §9 "Promotion type codes".
describe('promotionDisplay', () => {
  it.each([
    ['INT', 'INTRODUCTORY', 'Introductory offer', 'offer', true],
    ['MPO', 'PERCENT_OFF', 'Percentage off', 'offer', true],
    ['PMA', 'PRICE_MATCH', 'Brand Price Match', 'offer', true],
    ['PMR', 'PRICE_MATCH', 'Brand Price Match', 'offer', true],
    ['PMS', 'PRICE_MATCH', 'Brand Price Match', 'offer', true],
    ['PMT', 'PRICE_MATCH', 'Brand Price Match', 'offer', true],
    ['NLP', 'NEW_LOWER_PRICE', 'New lower price', 'saving', false],
    ['MV', 'MULTI_BUY', 'Multibuy', 'offer', true],
    ['LI', 'AMOUNT_OFF', 'Money off', 'offer', true],
    ['FEA', 'FEATURED', 'Featured offer', 'offer', true],
    ['MD', 'MEAL_DEAL', 'Meal deal', 'offer', true],
    ['nlp', 'NEW_LOWER_PRICE', 'New lower price', 'saving', false],
    [' int ', 'INTRODUCTORY', 'Introductory offer', 'offer', true],
    ['XYZ', 'OTHER', 'Offer', 'offer', true],
    ['', 'OTHER', 'Offer', 'offer', true],
  ])('%s is %s: %s, %s, chevron %s', (code, kind, label, tone, chevron) => {
    expect(promotionDisplay(code)).toEqual({ kind, label, tone, chevron });
  });

  it('an offer link looks as its code presents (the pods read only this)', () => {
    for (const code of [
      'INT',
      'MPO',
      'PMA',
      'PMR',
      'PMS',
      'PMT',
      'NLP',
      'MV',
      'LI',
      'FEA',
      'MD',
      'nlp',
      'XYZ',
    ]) {
      const { tone, chevron } = promotionDisplay(code);
      expect(offerLinkLook(code)).toEqual({ tone, chevron });
    }
  });

  it('a kind presents as its codes do', () => {
    expect(offerKindDisplay('NEW_LOWER_PRICE')).toEqual(promotionDisplay('NLP'));
    expect(offerKindDisplay('OTHER')).toEqual(promotionDisplay('???'));
  });
});

describe('highlightKindOf (shop/browse/offers/highlights/{offerType})', () => {
  it.each([
    ['multi_buy', 'MULTI_BUY'],
    ['MULTI_BUY', 'MULTI_BUY'],
    ['multi-buy', 'MULTI_BUY'],
    ['introductory', 'INTRODUCTORY'],
    ['int', 'INTRODUCTORY'],
    ['new_lower_price', 'NEW_LOWER_PRICE'],
    ['pmt', 'PRICE_MATCH'],
    ['mpo', 'PERCENT_OFF'],
    ['li', 'AMOUNT_OFF'],
    ['fea', 'FEATURED'],
    ['md', null],
    ['meal_deal', null],
    ['other', null],
    ['', null],
  ])('%s → %s', (segment, kind) => {
    expect(highlightKindOf(segment)).toBe(kind);
  });

  it('writes the page of a kind in lower case', () => {
    expect(highlightsPathOf('MULTI_BUY')).toBe('/ecom/shop/browse/offers/highlights/multi_buy');
  });
});
