/**
 * The fixed instants the suites set the app's clock to (docs/testing.md, "How the suites are built").
 */

/** Wednesday 25 November 2026, 15:00 in Kraków: open 13:00–22:00, orders for now are taken. */
export const OPEN = new Date('2026-11-25T14:00:00Z')
