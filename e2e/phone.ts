import { devices } from '@playwright/test';

const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

/**
 * The project's phone, the matrix's 390 px phone: Pixel 7's user agent, touch and pixel ratio on a
 * 390 × 844 screen. The phone project runs on it, and so do the desktop project's smartphone
 * journeys (`test.use(PHONE)`: no worker of their own needed).
 */
export const PHONE = { ...pixel7, viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } };
