/** Decoded frames of the current window (left/right as -1..1); index 0 is absolute frame `start`. */
export class FrameWindow {
  start: number;
  count = 0;
  left = new Float64Array(0);
  right = new Float64Array(0);

  constructor(start: number) {
    this.start = start;
  }

  reserve(frames: number): void {
    if (this.count + frames <= this.left.length) return;
    const grow = (old: Float64Array) => {
      const next = new Float64Array(Math.max(this.count + frames, old.length * 2));
      next.set(old.subarray(0, this.count));
      return next;
    };
    this.left = grow(this.left);
    this.right = grow(this.right);
  }

  /** Keeps only the last frame: the next output frame may interpolate from it. */
  slide(): void {
    if (this.count < 2) return;
    this.start += this.count - 1;
    this.left[0] = this.left[this.count - 1];
    this.right[0] = this.right[this.count - 1];
    this.count = 1;
  }
}
