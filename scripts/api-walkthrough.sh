#!/usr/bin/env bash
# The API walkthrough of docs/api.md, runnable top to bottom against a fresh `npm run setup` (a new
# database), at any date and hour: run it from the project folder in a second terminal,
#   bash scripts/api-walkthrough.sh          (BASE=http://host:port to aim elsewhere)
# Everything below the marker line is what docs/api.md shows, word for word;
# test/server/infra/api-walkthrough.test.ts checks that and runs this script against a fresh server.
set -euo pipefail
# ---- walkthrough (docs/api.md shows everything below) ----
BASE=${BASE:-http://localhost:3000}
# api: one call, prints the answer; an HTTP error stops the walkthrough
api() { curl -sS --fail-with-body "$@"; echo; }
# json EXPR: one value of the JSON answer on standard input, e.g. json .token
json() { node -pe "JSON.parse(require('fs').readFileSync(0, 'utf8'))$1"; }

# 1. Anyone: site status, menu, one product
api "$BASE/api/utils/isSiteClosed"
api "$BASE/api/site-status"
api "$BASE/api/menu?lang=en" | json '.products.slice(0, 3).map((p) => `${p.id} ${p.price}`).join("\n")'
api "$BASE/api/menu/products/nigiri-losos"
TODAY=$(api "$BASE/api/site-status" | json .today.date)   # today in Kraków, YYYY-MM-DD

# 2. A staff account, made on the server (the password is read from standard input)
printf '%s\n' 'a-long-secret-password' | npm run -s staff -- add ania --password-stdin

# 3. Sign in and keep the token (valid 12 hours)
TOKEN=$(api -X POST "$BASE/api/login" -H 'content-type: application/json' \
  -d '{"username":"ania","password":"a-long-secret-password"}' | json .token)
AUTH="authorization: Bearer $TOKEN"

# 4. Open today, whatever the schedule says, so that the ASAP orders below are taken at any hour
api -X POST "$BASE/api/utils/openToday" -H "$AUTH"

# 5. A promo code valid from today for 30 days, 100 uses; the public check ignores case
VALID_TO=$(node -p "new Date(Date.parse('$TODAY') + 30 * 864e5).toISOString().slice(0, 10)")
api -X POST "$BASE/api/promo-codes" -H "$AUTH" -H 'content-type: application/json' \
  -d "{\"code\":\"WITAJ10\",\"type\":\"PERCENTAGE\",\"value\":10,\"validFrom\":\"$TODAY\",\"validTo\":\"$VALID_TO\",\"maxUses\":100}"
api "$BASE/api/promo-codes" -H "$AUTH"
api -X POST "$BASE/api/utils/checkPromoCode" -H 'content-type: application/json' -d '{"promoCode":"witaj10"}'

# 6. A guest orders for delivery, as soon as possible, with the code; the server prices it
ORDER_ID=$(api -X POST "$BASE/api/order" -H 'content-type: application/json' \
  -H "Idempotency-Key: $(node -p 'crypto.randomUUID()')" -d '{
    "items": [{"productId": "nigiri-losos", "count": 4}, {"productId": "sashimi-losos", "count": 1}],
    "deliveryType": "COURIER", "paymentMethod": "CASH", "orderTimeType": "ASAP",
    "customer": {"name": "Jan Nowak", "phone": "600 100 200", "email": "jan@example.pl"},
    "address": {"street": "ul. Józefa", "buildingNumber": "5", "postalCode": "31-056"},
    "promoCode": "WITAJ10", "acceptTerms": true}' | json .id)
api "$BASE/api/order/$ORDER_ID"                        # the guest's view (thank-you page)
api "$BASE/api/orders?status=NEW" -H "$AUTH" | json '.orders.map((o) => `${o.number} ${o.id} ${o.totals.total}`).join("\n")'

# 7. The kitchen runs it: accepted (ready in 45 minutes), on its way, delivered
READY_AT=$(node -p 'new Date(Date.now() + 45 * 60e3).toISOString()')
api -X POST "$BASE/api/orders/$ORDER_ID/status" -H "$AUTH" -H 'content-type: application/json' \
  -d "{\"status\":\"ACCEPTED\",\"estimatedReadyAt\":\"$READY_AT\"}" | json .status
api -X POST "$BASE/api/orders/$ORDER_ID/status" -H "$AUTH" -H 'content-type: application/json' \
  -d '{"status":"IN_DELIVERY"}' | json .status
api -X POST "$BASE/api/orders/$ORDER_ID/status" -H "$AUTH" -H 'content-type: application/json' \
  -d '{"status":"COMPLETED"}' | json .status
api "$BASE/api/orders/$ORDER_ID" -H "$AUTH" | json '.events.map((e) => `${e.toStatus} ${e.actor}`).join("\n")'

# 8. A pick-up order paid by card, cancelled by the restaurant with a reason
PICKUP_ID=$(api -X POST "$BASE/api/order" -H 'content-type: application/json' \
  -H "Idempotency-Key: $(node -p 'crypto.randomUUID()')" -d '{
    "items": [{"productId": "futomaki-losos", "count": 1}],
    "deliveryType": "SELF", "paymentMethod": "CARD", "orderTimeType": "ASAP",
    "customer": {"name": "Ewa Kowalska", "phone": "+48 601 200 300", "email": "ewa@example.pl"},
    "acceptTerms": true}' | json .id)
api -X POST "$BASE/api/orders/$PICKUP_ID/status" -H "$AUTH" -H 'content-type: application/json' \
  -d '{"status":"CANCELLED","reason":"Brak łososia, gość poinformowany telefonicznie."}' | json .status

# 9. Refusals are JSON naming the field (these two answer 400 and 404 on purpose)
curl -s -X POST "$BASE/api/promo-codes" -H "$AUTH" -H 'content-type: application/json' \
  -d '{"code":"LATO","type":"PERCENT","value":10}'; echo
api -X PATCH "$BASE/api/promo-codes/WITAJ10" -H "$AUTH" -H 'content-type: application/json' -d '{"active":false}'
curl -s -X POST "$BASE/api/utils/checkPromoCode" -H 'content-type: application/json' -d '{"promoCode":"witaj10"}'; echo

# 10. Close today, then back to the weekly schedule
api -X POST "$BASE/api/utils/closeToday" -H "$AUTH"
api "$BASE/api/utils/isSiteClosed"
api -X POST "$BASE/api/utils/resetOverrides" -H "$AUTH"

# 11. Staff accounts: a new password ends the old sessions (the old token now answers 401)
printf '%s\n' 'another-long-password' | npm run -s staff -- passwd ania --password-stdin
curl -s -o /dev/null -w '%{http_code}\n' "$BASE/api/orders" -H "$AUTH"
# A cook's account, disabled and enabled again (the last owner cannot be disabled)
printf '%s\n' 'a-cooks-long-password' | npm run -s staff -- add kuba --role KITCHEN --password-stdin
npm run -s staff -- disable kuba
npm run -s staff -- enable kuba
npm run -s staff -- list
