// Whole numbers with thousands separators ("100,000"), written out by hand rather than with toLocaleString or
// Intl.NumberFormat: the first Intl call of a page loads the browser's locale data, 10-17 ms of main thread (40-70 ms
// on a phone), and the contract's messages are built while the app starts (issue 16). The output is also the same on
// every Node build, whose ICU data differ.
export function groupThousands(value: number): string {
  const whole = Math.round(value)
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')
  return whole < 0 ? `-${digits}` : digits
}
