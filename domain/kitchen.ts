/**
 * The kitchen's levers (docs/kitchen.md), one file per topic in domain/kitchen/:
 * - pause.ts — pausing orders for a while or until closing, per delivery type;
 * - capacity.ts — orders per 15-minute slot and busy mode's extra minutes;
 * - delivery-area.ts — the postal codes and prefixes the couriers reach;
 * - problems.ts — the order refusals these rules make, in Polish and English;
 * - board-dates.ts — the days whose orders the kitchen's account may read.
 * The calendar of holidays and special hours is part of the opening hours (domain/hours/calendar.ts).
 */
export { kitchenBoardDates } from './kitchen/board-dates.js'
export {
  BUSY_MINUTES,
  fullSlots,
  nextFreeSlot,
  SLOT_MINUTES,
  type SlotCapacity,
  slotKey,
  slotStart,
} from './kitchen/capacity.js'
export {
  DEFAULT_DELIVERY_AREA,
  describeArea,
  inDeliveryArea,
  normalizeAreaEntry,
} from './kitchen/delivery-area.js'
export {
  activePause,
  PAUSE_MINUTES,
  type Pause,
  pauseEnd,
  slotPaused,
} from './kitchen/pause.js'
export {
  checkKitchen,
  type KitchenProblem,
  kitchenProblemMessage,
  kitchenProblemStatus,
} from './kitchen/problems.js'
