/** 'HH:MM:SS' moved by whole seconds (the cut-off tables: one second before, at and after a cut-off). */
export function shiftTime(time: string, seconds: number): string {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const total = h * 3600 + m * 60 + s + seconds;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}
