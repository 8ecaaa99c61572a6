/**
 * The graph's schema (doc 2 §3, §7; doc 1 §7.1), as SDL. Resolvers are in ./resolvers; the contract, with
 * every operation, variable, answer and failure type, is docs/api/trolley.md.
 */
export const TYPE_DEFS = /* GraphQL */ `
"Money in pounds: 2.5 is £2.50 (doc 2 §3 'Money is an amount plus currencyCode')."
type Money {
  amount: Float!
  currencyCode: String!
}

"An amount of a unit of measure: C62 (items), KGM, GRM or LBR (doc 2 §5)."
type Quantity {
  amount: Float!
  uom: String!
}

input QuantityInput {
  amount: Float!
  uom: String!
}

"Why (part of) a call was refused or could not be answered; see docs/api/trolley.md for the types."
type Failure {
  message: String!
  type: String!
}

type Discount {
  "TRIGGERED or UNTRIGGERED"
  status: String!
  id: Int!
  description: String!
  "Always OFFER"
  category: String!
}

type TrolleyItemAnalytics {
  clickContext: String
  productPosition: Int
  searchType: String
}

"A product as the trolley shows it; the catalogue's product calls have the rest."
type TrolleyProduct {
  id: ID!
  lineNumber: String!
  name: String!
  brand: String!
  size: String!
  productType: String!
  "IN_STOCK, OUT_OF_STOCK (sold out online) or UNAVAILABLE (temporarily unavailable)"
  availability: String!
  "The small image's URL"
  thumbnail: String!
  maxPersonalisedMessageLength: Int
  substitutionsProhibited: Boolean!
  containsAlcohol: Boolean!
  "High in fat, salt or sugar: such products are left out of missed offers"
  highFatSaltSugar: Boolean!
  currentSaleUnitPrice: SaleUnitPrice!
  defaultQuantity: Quantity!
  "Loose produce sold by the kilo that may be bought by the item too: one item's average weight in kg"
  itemWeightKg: Float
  depositCharge: Money
  displayPrice: String!
  "Days of notice it needs before a slot ('Order at least N days ahead'); null when none"
  leadTimeDays: Int
  "The weekdays ('Monday' ...) it may be delivered or collected on; null when every day"
  availableDays: [String!]
  "The first London date (yyyy-MM-dd) it may be delivered or collected on (Christmas items)"
  restrictionStartDate: String
  "The last London date (yyyy-MM-dd) it may be delivered or collected on (Christmas items)"
  restrictionEndDate: String
  "Entertaining items are collected only with an entertaining collection slot"
  entertaining: Boolean!
}

type SaleUnitPrice {
  price: Money!
  quantity: Quantity!
}

type TrolleyItem {
  trolleyItemId: Int!
  "The product's line number"
  lineNumber: String!
  productId: ID!
  quantity: Quantity!
  "Reserved for the booked slot; null while there are no slots"
  reservedQuantity: Quantity
  canSubstitute: Boolean!
  noteToShopper: String
  personalisedMessage: String
  batchId: String
  locked: Boolean!
  processing: Boolean!
  "The quantity's price before offers"
  retailPrice: Money!
  "The product's price for currentSaleUnitPrice.quantity (e.g. per kg)"
  price: Money!
  "This line's share of the offers' savings"
  saving: Money!
  "retailPrice minus saving"
  totalPrice: Money!
  depositCharge: Money
  discounts: [Discount!]!
  triggeredPromotions: [Int!]!
  untriggeredPromotions: [Int!]!
  analytics: TrolleyItemAnalytics
  product: TrolleyProduct!
}

type ConflictMessages {
  aside: String
  dismissal: String
  longGroup: String
  longItem: String
  reason: String
  shortItem: String
  title: String
  trigger: String
}

type ResolutionAction {
  id: String!
  message: String!
}

type SlotOptionDate {
  type: String!
  date: String!
}

type Conflict {
  "OUT_OF_STOCK or UNAVAILABLE (slot conflicts come with slots)"
  type: String!
  "HARD or SOFT"
  severity: String!
  itemId: Int!
  productId: ID!
  lineNumber: String!
  addToTrolley: Boolean!
  outOfStock: Boolean!
  priority: Int!
  nextSlotDate: String
  reservedQuantity: Quantity
  messages: ConflictMessages!
  resolutionActions: [ResolutionAction!]!
  prohibitedActions: [String!]!
  slotOptionDates: [SlotOptionDate!]!
}

type TrolleyItemCounts {
  hardConflicts: Int!
  softConflicts: Int!
  noConflicts: Int!
}

type TrolleyTotals {
  collectionMinimumOrderValue: Money!
  deliveryMinimumOrderValue: Money!
  "Null until a slot is booked"
  deliveryCharge: Money
  itemTotalEstimatedCost: Money!
  totalEstimatedCost: Money!
  totalDepositCharge: Money!
  minimumSpendThresholdMet: Boolean!
  savingsFromOffers: Money!
  savingsFromOffersAndIncentives: Money!
  savingsFromMyWaitrose: Money!
  totalSavings: Money!
  partnerDiscountSavings: Money!
  orderLines: Int!
  giftCards: Money!
  giftVouchers: Money!
  paymentCard: Money!
  trolleyItemCounts: TrolleyItemCounts!
}

"An offer as it stands in this trolley."
type TrolleyPromotion {
  promotionId: Int!
  description: String!
  promotionType: String!
  promotionTypeCode: String!
  "TRIGGERED or UNTRIGGERED"
  status: String!
  "The last London day (yyyy-MM-dd) the offer applies"
  promotionExpiryDate: String!
  saving: Money!
  trolleyItemIds: [Int!]!
  "Units still needed to trigger it; 0 once triggered"
  unitsNeeded: Int!
}

type Trolley {
  "The customer order id (customerOrderId)"
  orderId: ID!
  "PENDING or AMENDING"
  customerOrderState: String!
  amendingOrder: Boolean!
  "ALLOWED or NOT_ALLOWED"
  instantCheckout: String!
  slotChangeable: Boolean!
  "The order's substitution preference (updateTrolleySubPreferences)"
  substitutionsAllowed: Boolean!
  conflicts: [Conflict!]!
  trolleyItems: [TrolleyItem!]!
  trolleyTotals: TrolleyTotals!
  promotions: [TrolleyPromotion!]!
}

type TrolleyResponse {
  "Null only when the order could not be read (ORDER_NOT_FOUND, ORDER_NOT_EDITABLE)"
  trolley: Trolley
  failures: [Failure!]!
}

type RecommendedProducts {
  failures: [Failure!]!
  totalResults: Int!
  products: [TrolleyProduct!]!
}

type TrolleyWithRecommendationsResponse {
  trolley: Trolley
  failures: [Failure!]!
  recommendedProducts: RecommendedProducts!
}

type ShoppingContext {
  "-1 for an anonymous shopper"
  customerId: Int!
  customerOrderId: ID!
  customerOrderState: String!
  defaultBranchId: Int!
  failures: [Failure!]!
}

type MinimumOrderValues {
  collectionMinimumOrderValue: Money!
  deliveryMinimumOrderValue: Money!
  failures: [Failure!]!
}

input TrolleyItemInput {
  "A positive id names a line of this trolley; negative (optimistic) ids are ignored"
  trolleyItemId: Int
  lineNumber: String
  productId: ID
  quantity: QuantityInput
  "Accepted and ignored: reservations come with slots"
  reservedQuantity: QuantityInput
  "Left out: unchanged; null or empty: cleared"
  noteToShopper: String
  personalisedMessage: String
  canSubstitute: Boolean
  locked: Boolean
}

type Query {
  getTrolley(orderId: ID): TrolleyResponse!
  getTrolleyWithRecommendations(
    orderId: ID
    recommendationsSize: Int = 8
    recommendationsStart: Int = 0
  ): TrolleyWithRecommendationsResponse!
  "Products to swap a trolley line for (doc 2 §7 substitution products); pickingRef is accepted for placed orders"
  substitutionProducts(orderId: ID, lineNumber: String!, pickingRef: String, size: Int = 3): RecommendedProducts!
  shoppingContext: ShoppingContext!
  minimumOrderValues: MinimumOrderValues!
}

type Mutation {
  addItemToTrolley(orderId: ID, trolleyItem: TrolleyItemInput!): TrolleyResponse!
  updateTrolleyItem(orderId: ID, trolleyItem: TrolleyItemInput!): TrolleyResponse!
  replaceTrolleyItem(orderId: ID, trolleyItem: TrolleyItemInput!): TrolleyResponse!
  updateTrolleyItems(orderId: ID, trolleyItems: [TrolleyItemInput!]!): TrolleyResponse!
  updateTrolleySubPreferences(orderId: ID, subPreference: Boolean!): TrolleyResponse!
  emptyTrolley(orderId: ID): TrolleyResponse!
}

"An address of the customer's address book (doc 1 §3 Address; docs/api/addresses.md)."
type Address {
  id: ID!
  line1: String!
  line2: String
  line3: String
  town: String
  region: String
  "ISO 3166-1 alpha-2"
  country: String!
  postalCode: String!
  addressStatus: String!
  isContactAddress: Boolean!
  created: String!
  uniqueDomesticAddressReferenceNumber: String
  suggestionId: String
  delivery: AddressDelivery!
  addressee: Addressee!
  "GET and OPTIONS, plus PUT and DELETE while it may be altered (DELETE only when it may be deleted)"
  options: [String!]!
  "Used by a live slot booking or an order: cannot be edited or deleted"
  inUse: Boolean!
}

type AddressDelivery {
  customerNote: AddressCustomerNote!
}

type AddressCustomerNote {
  value: String
}

type Addressee {
  title: String
  firstName: String!
  lastName: String!
  contactNumber: String
  modified: String!
}

"Why an address was refused: field names the input's field (null for the whole address)."
type AddressFailure {
  message: String!
  type: String!
  field: String
}

type AddressesResponse {
  addresses: [Address!]!
  failures: [Failure!]!
}

type AddAddressResponse {
  "Null when it was refused"
  address: Address
  failures: [AddressFailure!]!
}

"Every value is checked by the address rules (a missing one answers 'Required'), so none is required here."
input AddresseeInput {
  title: String
  firstName: String
  lastName: String
  contactNumber: String
}

input AddressInput {
  line1: String
  line2: String
  line3: String
  town: String
  region: String
  country: String
  postalCode: String
  addressee: AddresseeInput
  suggestionId: String
  deliveryNote: String
}

extend type Query {
  "The signed-in customer's addresses; sortBy CONTACT_FIRST (default), NEWEST or OLDEST"
  addresses(version: Int = 2, sortBy: String): AddressesResponse!
}

extend type Mutation {
  "Saves a new address; the first of an account always becomes the contact address"
  addAddress(address: AddressInput!, setContactAddress: Boolean = false, version: Int = 2): AddAddressResponse!
}

"An order as my orders shows it (src/contract/orders.ts orderSummarySchema; docs/api/orders.md)."
type OrderSummary {
  customerOrderId: ID!
  status: String!
  deliveryStatus: String!
  placed: String
  lastUpdated: String!
  slot: OrderSummarySlot
  numberOfItems: Int!
  total: Money!
  totalIsActual: Boolean!
  links: [OrderSummaryLink!]!
}

type OrderSummarySlot {
  type: String!
  startDateTime: String!
  endDateTime: String!
  amendOrderCutoffDateTime: String!
  placeName: String!
  status: String!
}

"What an order allows now: init-amend, init-changeslot, cancel (doc 2 §4)."
type OrderSummaryLink {
  rel: String!
  title: String!
  href: String!
}

"An action on an order: the order as it now is, or the failures and the order unchanged (null when not yours)."
type OrderActionResponse {
  failures: [Failure!]!
  order: OrderSummary
}

extend type Mutation {
  "A placed order becomes AMENDING: the trolley edits it until the changes are checked out or cancelled"
  amendOrder(customerOrderId: ID!): OrderActionResponse!
  "The AMENDING order goes back to how it was placed"
  cancelAmendOrder(customerOrderId: ID!): OrderActionResponse!
}

"A slot of an order, lighter: its kind (DELIVERY, GROCERY_COLLECTION, ENTERTAINING_COLLECTION) and booking status."
type OrderSlotStatus {
  type: String!
  status: String!
}

"An order, lighter (doc 2 §7 Orders): id, entertaining lines, status, its slot's type and status."
type LightOrder {
  customerOrderId: ID!
  containsEntertainingLines: Boolean!
  "src/domain/orders.ts ORDER_STATUSES"
  status: String!
  slots: [OrderSlotStatus!]!
}

"A line of a previous order to shop again: what was ordered, and the product as sold today."
type PreviousOrderLine {
  lineNumber: String!
  productId: ID!
  "The product's name as it was ordered"
  name: String!
  quantity: Quantity!
  "Null when the shop no longer sells it"
  product: TrolleyProduct
}

type PreviousOrder {
  customerOrderId: ID!
  containsEntertainingLines: Boolean!
  status: String!
  slots: [OrderSlotStatus!]!
  placed: String
  slotStartDateTime: String
  "Every line of the order; lines holds those from productsStart"
  totalLines: Int!
  lines: [PreviousOrderLine!]!
}

type OrderWithRecommendationsResponse {
  "ORDER_NOT_FOUND (not a placed order of the caller's), INVALID_INPUT"
  failures: [Failure!]!
  order: PreviousOrder
  "Products the shopper did not order, from the categories of those they did"
  recommendedProducts: RecommendedProducts!
}

extend type Query {
  "Shop from a previous order (docs/api/orders.md): its lines from productsStart (productsSize 1 to 100)"
  getOrderWithRecommendations(
    customerOrderId: ID!
    recommendationsSize: Int = 8
    recommendationsStart: Int = 0
    productsSize: Int = 100
    productsStart: Int = 0
    trolleyId: ID
  ): OrderWithRecommendationsResponse!
  "The lighter order; null with the error ORDER_NOT_FOUND when it is not a placed order of the caller's"
  getOrder(customerOrderId: ID!): LightOrder
}
`;
