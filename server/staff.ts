/**
 * Staff accounts from the command line (there is no default account; this makes the first one):
 *
 *   tsx server/staff.ts add <username> --password-stdin [--role OWNER|MANAGER|KITCHEN]
 *   tsx server/staff.ts passwd <username> --password-stdin
 *   tsx server/staff.ts disable <username>
 *   tsx server/staff.ts enable <username>
 *   tsx server/staff.ts totp-reset <username>
 *   tsx server/staff.ts list
 *
 * The password is read from standard input (its first line, without the trailing newline), never
 * from the command line, where it would end up in the shell history and the process list. On a
 * terminal it is asked for with the echo off (twice, to confirm). At least 10 characters, not one of
 * the 10,000 most common passwords, not built on the username or the restaurant's name.
 * Changing the password, disabling or enabling an account, or resetting its two-factor sign-in
 * signs out its open sessions. Every change is in the audit trail, by no account and from no
 * address: the command line (docs/security.md, "Audit trail").
 *
 * The database is the one DATABASE_URL names (default ./data/sushi.db); pending migrations are
 * applied first. Exit code 0 on success, 1 on any failure.
 */

import { migrateToLatest, openDatabase } from '#infra/db/database.js'
import { type AuditEntry, recordAudit } from '#plugins/auth/audit/trail.js'
import {
  changeRoleOrState,
  createStaff,
  listStaff,
  normalizeUsername,
  PASSWORD_MIN_LENGTH,
  resetTwoFactor,
  StaffError,
  setPassword,
  validatePassword,
} from '#plugins/auth/service.js'
import { setPasswordHashCost } from '#plugins/auth/sign-in/password.js'
import { refuseGuessablePassword } from '#plugins/auth/sign-in/password-policy.js'
import { isOneOf, STAFF_ROLES, type StaffRole } from '#schemas/enums.js'
import { loadConfig } from './config.js'
import { guestDataCommand } from './guest-data.js'

const USAGE = `Usage: npm run staff -- <command>

Commands:
  add <username> --password-stdin [--role OWNER|MANAGER|KITCHEN]
                                       create an account (OWNER unless --role says otherwise;
                                       password: first line of stdin)
  passwd <username> --password-stdin   set a new password (signs the account out everywhere)
  disable <username>                   disable an account (it can no longer log in)
  enable <username>                    enable a disabled account
  totp-reset <username>                turn two-factor sign-in off (a lost phone and recovery
                                       codes; signs the account out everywhere)
  list                                 list the accounts
  guest-data export <e-mail or phone>  a guest's orders as JSON (their right of access)
  guest-data erase <e-mail or phone>   erase a guest's personal data from their orders

Passwords need at least ${PASSWORD_MIN_LENGTH} characters, must not be one of the 10,000 most common
passwords, and must not contain the username or the restaurant's name. Example:
  printf '%s\\n' "$PASSWORD" | npm run staff -- add ania --password-stdin
`

class CliError extends Error {}

/** The first line of a piped stdin, without its line ending. */
async function readFirstLine(stream: NodeJS.ReadStream): Promise<string> {
  stream.setEncoding('utf8')
  let data = ''
  for await (const chunk of stream) {
    data += chunk as string
    if (data.includes('\n')) break
  }
  const line = data.split('\n', 1)[0] ?? ''
  return line.endsWith('\r') ? line.slice(0, -1) : line
}

/** Reads a line from the terminal with the echo off. */
function readHidden(stdin: NodeJS.ReadStream, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    process.stderr.write(prompt)
    stdin.setEncoding('utf8')
    stdin.setRawMode(true)
    stdin.resume()
    let value = ''
    const finish = (error?: Error) => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stderr.write('\n')
      if (error) reject(error)
      else resolve(value)
    }
    const onData = (text: string) => {
      for (const ch of text) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish()
        if (ch === '\u0003') return finish(new CliError('Cancelled.'))
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('')
        else value += ch
      }
    }
    stdin.on('data', onData)
  })
}

async function readPassword(confirm: boolean): Promise<string> {
  const stdin = process.stdin
  if (!stdin.isTTY) return readFirstLine(stdin)
  const password = await readHidden(stdin, 'Password: ')
  validatePassword(password)
  if (confirm && (await readHidden(stdin, 'Repeat the password: ')) !== password) {
    throw new CliError('The passwords do not match.')
  }
  return password
}

function parse(args: string[]): {
  command: string
  username?: string
  passwordStdin: boolean
  role: StaffRole
} {
  // `--role KITCHEN` is the same as `--role=KITCHEN`.
  const joined = args.flatMap((a, i) =>
    a === '--role' ? [] : args[i - 1] === '--role' ? [`--role=${a}`] : [a],
  )
  if (args.at(-1) === '--role') throw new CliError('--role needs OWNER, MANAGER or KITCHEN.')
  const flags = joined.filter((a) => a.startsWith('-'))
  const positional = joined.filter((a) => !a.startsWith('-'))
  const unknownFlag = flags.find((f) => f !== '--password-stdin' && !f.startsWith('--role='))
  if (unknownFlag) throw new CliError(`Unknown option ${unknownFlag}.`)
  const roleFlag =
    flags
      .find((f) => f.startsWith('--role='))
      ?.slice('--role='.length)
      .toUpperCase() ?? 'OWNER'
  if (!isOneOf(STAFF_ROLES, roleFlag))
    throw new CliError(`Unknown role "${roleFlag}": OWNER, MANAGER or KITCHEN.`)
  const [command = '', username, ...rest] = positional
  if (rest.length > 0) throw new CliError(`Unexpected argument "${rest[0]}".`)
  return { command, username, passwordStdin: flags.includes('--password-stdin'), role: roleFlag }
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE)
    return args.length === 0 ? 1 : 0
  }
  let db: ReturnType<typeof openDatabase> | undefined
  try {
    if (args[0] === 'guest-data') {
      if (args.length !== 3)
        throw new CliError(`"guest-data" needs export|erase and an e-mail or phone.\n\n${USAGE}`)
      const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL })
      db = openDatabase(config.databaseUrl)
      await migrateToLatest(db)
      await guestDataCommand(db, args[1]!, args[2]!)
      return 0
    }
    const { command, username, passwordStdin, role } = parse(args)
    const needsUser = ['add', 'passwd', 'disable', 'enable', 'totp-reset'].includes(command)
    if (!needsUser && command !== 'list') throw new CliError(`Unknown command "${command}".\n\n${USAGE}`)
    if (needsUser && !username) throw new CliError(`"${command}" needs a username.\n\n${USAGE}`)
    if ((command === 'add' || command === 'passwd') && !passwordStdin) {
      throw new CliError(`"${command}" reads the password from stdin: add --password-stdin.`)
    }
    const password = passwordStdin ? await readPassword(command === 'add' || command === 'passwd') : ''
    if (passwordStdin) {
      validatePassword(password)
      refuseGuessablePassword(password, username!)
    }

    // Only the database and the password hash's cost matter here, not JWT_SECRET and the rest.
    const config = loadConfig({
      DATABASE_URL: process.env.DATABASE_URL,
      PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
    })
    setPasswordHashCost(config.passwordHashCost)
    db = openDatabase(config.databaseUrl)
    await migrateToLatest(db)
    const opened = db
    // The command line is no account and no address (guest-data.ts records the same way).
    const audit = (entry: Pick<AuditEntry, 'action' | 'before' | 'after'>) =>
      recordAudit(
        opened,
        { ...entry, username: null, address: null, target: normalizeUsername(username!) },
        new Date(),
      )

    switch (command) {
      case 'add': {
        const user = await createStaff(db, username!, password, new Date(), { role })
        await audit({ action: 'staff.create', after: { role: user.role } })
        process.stdout.write(`Created staff account "${user.username}" (${user.role}).\n`)
        break
      }
      case 'totp-reset': {
        const wasOn = await resetTwoFactor(db, username!)
        await audit({
          action: 'staff.totp-reset',
          before: { totpEnabled: wasOn },
          after: { totpEnabled: false },
        })
        process.stdout.write(
          `Two-factor sign-in of "${normalizeUsername(username!)}" turned off; its sessions are signed out.\n`,
        )
        break
      }
      case 'passwd':
        await setPassword(db, username!, password)
        await audit({ action: 'staff.update', after: { passwordReset: true } })
        process.stdout.write(
          `Password of "${username!.trim().toLowerCase()}" changed; its sessions are signed out.\n`,
        )
        break
      case 'disable':
      case 'enable': {
        // The same rule as the owner's API: the last enabled OWNER stays (one conditional write).
        const user = await changeRoleOrState(db, username!, { disabled: command === 'disable' })
        if (user === 'LAST_OWNER')
          throw new CliError(
            `"${normalizeUsername(username!)}" is the last enabled OWNER account: enable or add another owner first.`,
          )
        await audit({ action: 'staff.update', after: { disabled: user.disabled } })
        process.stdout.write(`Staff account "${user.username}" ${command}d.\n`)
        break
      }
      default: {
        const users = await listStaff(db)
        if (users.length === 0) {
          process.stdout.write(
            'No staff accounts yet. Create one with: npm run staff -- add <username> --password-stdin\n',
          )
        }
        for (const u of users) {
          process.stdout.write(
            `${u.username.padEnd(24)} ${u.role.padEnd(8)} ${(u.disabled ? 'disabled' : 'active').padEnd(9)} created ${u.createdAt}  changed ${u.updatedAt}\n`,
          )
        }
      }
    }
    return 0
  } catch (error) {
    if (error instanceof StaffError || error instanceof CliError) {
      process.stderr.write(`Error: ${error.message}\n`)
    } else {
      process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`)
    }
    return 1
  } finally {
    await db?.destroy()
  }
}

process.exitCode = await main(process.argv.slice(2))
