import t from 'tap'
import { guestStylesheet, isStaffSource, staffOnlyClasses } from '../../scripts/guest-styles.js'

t.test(
  'the staff-only files: staff features and the staff page, not the session every page loads',
  async (t) => {
    t.ok(isStaffSource('client/features/staff-board/Board.tsx'))
    t.ok(isStaffSource('client/features/staff/StaffApp.tsx'))
    t.ok(isStaffSource('client/pages/ManagePage.tsx'))
    t.ok(isStaffSource('client/i18n/staff-pl.ts'))
    t.ok(isStaffSource('client/i18n/pl-staff-accounts.ts'))
    t.notOk(isStaffSource('client/features/staff-session/session.tsx'), 'the sign-in state is in the entry')
    t.notOk(isStaffSource('client/features/cart/cart.ts'))
    t.notOk(isStaffSource('client/pages/HomePage.tsx'))
    t.notOk(isStaffSource('client/shared/ConfirmDialog.tsx'))
  },
)

t.test('a class is the staff’s when only staff code names it', async (t) => {
  const only = staffOnlyClasses({
    guest: [
      '<div className="product-card manage-confirm">',
      // Source text of a template literal, as a guest file has it.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is code, not a template
      'const state = `badge-${kind}`',
      "const tone = 'tone-' + level",
    ],
    staff: [
      '<div className="manage-board manage-confirm product-card">',
      '<span className="badge-new tone-high board-only">',
    ],
  })
  t.ok(only.has('manage-board'))
  t.ok(only.has('board-only'))
  t.notOk(only.has('manage-confirm'), 'a staff-named class a guest component uses stays')
  t.notOk(only.has('product-card'))
  t.notOk(only.has('badge-new'), 'a class guest code completes from a template literal stays')
  t.notOk(only.has('tone-high'), 'and one it completes by concatenation')
})

t.test('the guests’ stylesheet keeps the order and drops only what needs a staff class', async (t) => {
  const staff = new Set(['manage-board', 'manage-ticket'])
  const css = [
    '.button{color:red}',
    '.manage-board .button{color:blue}',
    '.manage-ticket,.cart-line{padding:1px}',
    '.button:not(.manage-board){margin:0}',
    '@media (max-width:600px){.manage-board{display:none}.cart{display:block}}',
    '@media print{.manage-ticket{display:block}}',
    '@keyframes pulse{from{opacity:0}to{opacity:1}}',
    '.cart:has(.manage-board){outline:0}',
  ].join('')
  t.equal(
    guestStylesheet(css, staff),
    [
      '.button{color:red}',
      '.cart-line{padding:1px}',
      '.button:not(.manage-board){margin:0}',
      '@media (max-width:600px){.cart{display:block}}',
      '@keyframes pulse{from{opacity:0}to{opacity:1}}',
      '.cart:has(.manage-board){outline:0}',
    ].join(''),
  )
  t.equal(guestStylesheet(css, new Set()), css, 'nothing staff-only: the same text')
})
