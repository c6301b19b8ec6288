// WAV headers, read and written without a library: every engine's output is checked before it is
// joined (a crashed engine can leave a header and no samples), and its length adds up to the
// episode's speech time. Streaming servers write 0 or 0xFFFFFFFF as the data size; then the data
// runs to the end of the file.

export interface WavInfo {
  /** 1 PCM, 3 IEEE float, 0xFFFE extensible */
  format: number;
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
}

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

/**
 * The format and length of a WAV file from its first bytes (4 KB is plenty) and its size.
 * Throws an Error saying what is wrong when it is not a WAV file with samples.
 */
export function readWavInfo(head: Uint8Array, totalBytes: number): WavInfo {
  if (totalBytes === 0) throw new Error('the wav file is empty');
  if (head.length < 12 || ascii(head, 0, 4) !== 'RIFF' || ascii(head, 8, 4) !== 'WAVE') throw new Error('not a wav file (no RIFF/WAVE header)');
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  let at = 12;
  let fmt: Omit<WavInfo, 'dataBytes' | 'durationSeconds'> | null = null;
  while (at + 8 <= head.length) {
    const id = ascii(head, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      if (at + 24 > head.length) break;
      fmt = {
        format: view.getUint16(at + 8, true),
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        bitsPerSample: view.getUint16(at + 22, true),
      };
    } else if (id === 'data') {
      if (!fmt) throw new Error('the wav file has no format chunk before its data');
      if (!fmt.sampleRate || !fmt.channels || !fmt.bitsPerSample) throw new Error('the wav file has an impossible format');
      const rest = Math.max(0, totalBytes - (at + 8));
      const dataBytes = size === 0 || size === 0xffffffff || size > rest ? rest : size;
      const frame = fmt.channels * (fmt.bitsPerSample / 8);
      if (dataBytes < frame) throw new Error('the wav file has no samples');
      return { ...fmt, dataBytes, durationSeconds: dataBytes / (fmt.sampleRate * frame) };
    }
    at += 8 + size + (size % 2); // chunks are padded to an even length
  }
  throw new Error('the wav file has no data chunk');
}

/** A mono 16-bit PCM WAV file of these samples. */
export function pcm16Wav(samples: Int16Array, sampleRate: number): Uint8Array {
  const out = new Uint8Array(44 + samples.length * 2);
  const v = new DataView(out.buffer);
  const put = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) out[at + i] = s.charCodeAt(i);
  };
  put(0, 'RIFF');
  v.setUint32(4, 36 + samples.length * 2, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  put(36, 'data');
  v.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) v.setInt16(44 + i * 2, samples[i]!, true);
  return out;
}

/** A sine tone (a stand-in for speech in tests: loudness normalization needs something to measure). */
export function toneWav(seconds: number, opts: { sampleRate?: number; hz?: number; amplitude?: number } = {}): Uint8Array {
  const rate = opts.sampleRate ?? 16000;
  const hz = opts.hz ?? 220;
  const amp = Math.round((opts.amplitude ?? 0.2) * 32767);
  const samples = new Int16Array(Math.max(1, Math.round(seconds * rate)));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(amp * Math.sin((2 * Math.PI * hz * i) / rate));
  return pcm16Wav(samples, rate);
}
