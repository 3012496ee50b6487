export { DEMO_LOGINS, seedDemoData, type SeedResult } from './demo-seed';
