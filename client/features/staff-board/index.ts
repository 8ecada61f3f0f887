/** The staff-board feature as other features use it (docs/client.md, "Boundaries"). */
export { OrdersBoard } from './OrdersBoard.js'
