// The days the kitchen's account may read: today in Warsaw, and until 06:00 the day before.
import t from 'tap'
import { kitchenBoardDates } from '#domain/kitchen.js'

t.test('today; before 06:00 Warsaw also yesterday', async (t) => {
  // 14:00 UTC on 25 November is 15:00 in Warsaw (CET, UTC+1).
  t.same(kitchenBoardDates(new Date('2026-11-25T14:00:00Z')), ['2026-11-25'])
  // 23:30 UTC on 25 November is 00:30 on the 26th in Warsaw: the night's board still needs the 25th.
  t.same(kitchenBoardDates(new Date('2026-11-25T23:30:00Z')), ['2026-11-26', '2026-11-25'])
  // 04:59 UTC is 05:59 in Warsaw; 05:00 UTC is 06:00: the night is over.
  t.same(kitchenBoardDates(new Date('2026-11-26T04:59:00Z')), ['2026-11-26', '2026-11-25'])
  t.same(kitchenBoardDates(new Date('2026-11-26T05:00:00Z')), ['2026-11-26'])
  // Summer (CEST, UTC+2): 03:30 UTC on 1 July is 05:30 in Warsaw.
  t.same(kitchenBoardDates(new Date('2026-07-01T03:30:00Z')), ['2026-07-01', '2026-06-30'])
  t.same(kitchenBoardDates(new Date('2026-07-01T04:00:00Z')), ['2026-07-01'])
})
