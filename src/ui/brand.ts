/** The shop's name, as the header, the home page and page titles show it. */
export const SHOP_NAME = 'Waitrose';
