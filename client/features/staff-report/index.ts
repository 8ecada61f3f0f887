/** The staff-report feature as other features use it (docs/client.md, "Boundaries"). */
export { DailyReportPanel } from './DailyReportPanel.js'
