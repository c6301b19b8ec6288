// Roundtable's audio, the pure part (#16): text made speakable, cut into synthesis chunks that keep
// every word once and in order, three distinct voices per engine, WAV headers, and the ffmpeg plan.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.ts';
import {
  encodeArgs,
  integratedLoudness,
  joinArgs,
  loudnessGain,
  PAUSE_SAME_SPEAKER,
  PAUSE_SPEAKER_CHANGE,
  PAUSE_WITHIN_PART,
  planChunks,
  realTimeFactor,
} from '../../core/roundtable/audio-plan.ts';
import { countWords, speakableText, speechChunks, splitSentences } from '../../core/roundtable/speech-chunks.ts';
import { VOICE_KEYS } from '../../core/roundtable/types.ts';
import { engineVoice, espeakArgs, festivalArgs, festivalVoice, fliteArgs, SPEECH_ENGINES } from '../../core/roundtable/voices.ts';
import { pcm16Wav, readWavInfo, toneWav } from '../../core/roundtable/wav.ts';

const words = (chunks: string[]) => chunks.join(' ').split(/\s+/).filter(Boolean);

describe('speechChunks', () => {
  const text =
    'Welcome back. Spending fell 8 percent this week! Did groceries drive it? Mostly, yes. ' +
    'Your rent went out on the first, the electric bill was a little higher, and the streaming services stayed the same.';

  it('keeps whole sentences together and every word once, in order', () => {
    const chunks = speechChunks(text, 60);
    expect(words(chunks)).toEqual(text.split(' '));
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(60);
    expect(chunks.slice(0, 2)).toEqual(['Welcome back. Spending fell 8 percent this week!', 'Did groceries drive it? Mostly, yes.']);
    // the 117-character sentence is cut at its commas
    expect(chunks.slice(2)).toEqual([
      'Your rent went out on the first,',
      'the electric bill was a little higher,',
      'and the streaming services stayed the same.',
    ]);
  });

  it('puts short text in one chunk', () => {
    expect(speechChunks('Hello there. How are you?')).toEqual(['Hello there. How are you?']);
    expect(speechChunks('   ')).toEqual([]);
  });

  it('cuts a sentence longer than a chunk at commas first, then between words', () => {
    const long = `${Array.from({ length: 30 }, (_, i) => `item ${i} cost a little`).join(', ')}.`;
    const chunks = speechChunks(long, 100);
    expect(chunks.length).toBeGreaterThan(5);
    expect(words(chunks)).toEqual(long.split(' '));
    for (const c of chunks.slice(0, -1)) expect(c.endsWith(',')).toBe(true);
    const noCommas = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const cut = speechChunks(noCommas, 50);
    expect(words(cut)).toEqual(noCommas.split(' '));
    for (const c of cut) expect(c.length).toBeLessThanOrEqual(50);
  });

  it('handles text with no punctuation at all, and a single word longer than a chunk', () => {
    const plain = 'so this week the money went mostly to food and a bit to fun';
    expect(words(speechChunks(plain, 20))).toEqual(plain.split(' '));
    expect(speechChunks('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('keeps unicode text whole (the OpenAI engine gets it as written)', () => {
    const t = 'Le café coûte 4 €. Ça fait beaucoup! Zürich, São Paulo, Kraków: trois villes. 東京も。';
    const chunks = speechChunks(t, 30);
    expect(words(chunks)).toEqual(t.split(' '));
  });

  it('never loses, repeats or reorders a word (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9$%'éü,;:.!?]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 0, maxLength: 200 }), fc.integer({ min: 12, max: 500 }), (ws, max) => {
        const chunks = speechChunks(ws.join(' '), max);
        expect(words(chunks)).toEqual(ws);
        for (const c of chunks) expect(c.length).toBeLessThanOrEqual(max);
      }),
      { numRuns: 300 },
    );
  });

  it('splits sentences after closing quotes and brackets too', () => {
    expect(splitSentences('She said "stop." Then (quietly.) we went on')).toEqual(['She said "stop."', 'Then (quietly.)', 'we went on']);
  });
});

describe('speakableText', () => {
  it('says money, percentages and dates the way a host would', () => {
    expect(speakableText('It cost $1,234.56, up 12% on 2026-03-01.', { ascii: true })).toBe(
      'It cost 1,234 dollars and 56 cents, up 12 percent on March 1, 2026.',
    );
    expect(speakableText('£1 and €40.5 and $7', { ascii: true })).toBe('1 pound and 40 euros and 50 cents and 7 dollars');
  });

  it('takes out emoji and control characters, straightens quotes, folds accents for offline engines', () => {
    expect(speakableText('Nice 👍🏽 work\u0007 — “really” café’s 🇺🇸 ok… 2020–2021', { ascii: true })).toBe('Nice work, "really" cafe\'s ok... 2020 to 2021');
    expect(speakableText('café 東京 🎉', { ascii: false })).toBe('café 東京');
    expect(speakableText('🎉🎉', { ascii: true })).toBe('');
    expect(speakableText('$(rm -rf /) `x` "$HOME"', { ascii: true })).toBe('$(rm -rf /) `x` "$HOME"');
  });

  it('counts words as a script does', () => {
    expect(countWords('Hello there, — 12 dollars! 👍')).toBe(4);
  });
});

describe('voices', () => {
  it('gives the three voice keys three different voices in every engine', () => {
    for (const engine of SPEECH_ENGINES) {
      for (const hts of [false, true]) {
        const voices = VOICE_KEYS.map((v) => engineVoice(engine, v, hts));
        expect(new Set(voices).size, `${engine} ${voices.join(', ')}`).toBe(3);
      }
    }
    expect(VOICE_KEYS.map((v) => engineVoice('flite', v))).toEqual(['slt', 'rms', 'awb']);
    expect(VOICE_KEYS.map((v) => engineVoice('openai', v))).toEqual(['nova', 'onyx', 'echo']);
  });

  it('builds argument lists with the text outside them', () => {
    expect(fliteArgs('male-1', '/t/a.txt', '/t/a.wav')).toEqual(['-voice', 'rms', '--setf', 'duration_stretch=1.08', '-f', '/t/a.txt', '-o', '/t/a.wav']);
    expect(espeakArgs('male-2', '/t/a.wav')).toEqual(['-v', 'en-gb+m7', '-s', '138', '-b', '1', '-w', '/t/a.wav', '--stdin']);
    expect(festivalArgs('female-1', true, '/t/a.wav').slice(0, 4)).toEqual(['-o', '/t/a.wav', '-eval', '(voice_cmu_us_slt_arctic_hts)']);
    // without the HTS voice every key is kal, told apart by pitch and pace
    const kal = VOICE_KEYS.map((v) => festivalVoice(v, false).evals.join(' '));
    expect(new Set(kal).size).toBe(3);
    for (const e of kal) expect(e.startsWith('(voice_kal_diphone)')).toBe(true);
  });
});

describe('WAV headers', () => {
  it('reads what it writes', () => {
    const wav = toneWav(1.5, { sampleRate: 16000 });
    expect(readWavInfo(wav, wav.length)).toMatchObject({
      format: 1,
      sampleRate: 16000,
      channels: 1,
      bitsPerSample: 16,
      dataBytes: 48000,
      durationSeconds: 1.5,
    });
  });

  it('takes the data to the end of the file when a streaming server left the size open', () => {
    const wav = pcm16Wav(new Int16Array(8000), 8000);
    new DataView(wav.buffer).setUint32(40, 0xffffffff, true);
    expect(readWavInfo(wav.subarray(0, 100), wav.length).durationSeconds).toBe(1);
  });

  it('says what is wrong with a broken file', () => {
    expect(() => readWavInfo(new Uint8Array(), 0)).toThrow('empty');
    expect(() => readWavInfo(new TextEncoder().encode('ID3 not a wav at all'), 20)).toThrow('not a wav file');
    const headerOnly = pcm16Wav(new Int16Array(0), 16000);
    expect(() => readWavInfo(headerOnly, headerOnly.length)).toThrow('no samples');
  });
});

describe('the episode plan', () => {
  it('orders the chunks, pauses longer between hosts than within one, and skips parts with nothing to say', () => {
    const chunks = planChunks(
      [
        { voice: 'female-1', text: 'One. Two.' },
        { voice: 'female-1', text: 'Three.' },
        { voice: 'male-1', text: '🎉' },
        { voice: 'male-1', text: 'Four.' },
      ],
      (t) => speakableText(t, { ascii: true }),
      6,
    );
    expect(chunks.map((c) => [c.part, c.text, c.pauseAfter])).toEqual([
      [0, 'One.', PAUSE_WITHIN_PART],
      [0, 'Two.', PAUSE_SAME_SPEAKER],
      [1, 'Three.', PAUSE_SPEAKER_CHANGE],
      [3, 'Four.', 0],
    ]);
  });

  it('joins every input in order with its pause, measuring the loudness on the way', () => {
    const join = joinArgs(
      [
        { file: 'a.wav', pauseAfter: 0.45 },
        { file: 'b.wav', pauseAfter: 0 },
      ],
      'joined.wav',
    );
    expect(join.filter((_a, i) => join[i - 1] === '-i')).toEqual(['a.wav', 'b.wav']);
    const graph = join[join.indexOf('-filter_complex') + 1]!;
    expect(graph).toBe(
      '[0:a]aresample=24000,aformat=sample_fmts=s16:channel_layouts=mono,apad=pad_dur=0.450[a0];' +
        '[1:a]aresample=24000,aformat=sample_fmts=s16:channel_layouts=mono[a1];[a0][a1]concat=n=2:v=0:a=1,ebur128=peak=none:framelog=verbose[out]',
    );
    expect(join.slice(-5)).toEqual(['-c:a', 'pcm_s16le', '-f', 'wav', 'joined.wav']);
    expect(() => joinArgs([], 'o')).toThrow('nothing to join');
  });

  it('reads the integrated loudness from ebur128 and brings it to -16 LUFS', () => {
    const log =
      '[Parsed_ebur128_0 @ 0x1] Summary:\n\n  Integrated loudness:\n    I:         -18.1 LUFS\n    Threshold: -28.3 LUFS\n\n  Loudness range:\n    LRA:         5.1 LU\n';
    expect(integratedLoudness(log)).toBe(-18.1);
    expect(integratedLoudness('no summary here')).toBeNull();
    expect(integratedLoudness('Integrated loudness:\n    I:         -inf LUFS')).toBeNull();
    expect(loudnessGain(-18.1)).toBe(2.1);
    expect(loudnessGain(-9)).toBe(-7);
    expect(loudnessGain(null)).toBe(0);
    expect(loudnessGain(-90)).toBe(0);
    expect(loudnessGain(-50)).toBe(20);
  });

  it('encodes mono MP3 at 64 kbps or Opus at 32 kbps, peaks limited', () => {
    const mp3 = encodeArgs('joined.wav', 2.1, 'mp3', 'out.tmp');
    expect(mp3[mp3.indexOf('-af') + 1]).toBe('volume=2.1dB,alimiter=limit=0.841:attack=5:release=50:level=false');
    expect(mp3.slice(mp3.indexOf('-ac'))).toEqual(['-ac', '1', '-ar', '24000', '-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3', 'out.tmp']);
    const opus = encodeArgs('joined.wav', 0, 'opus', 'o');
    expect(opus.slice(opus.indexOf('-c:a'))).toEqual(['-c:a', 'libopus', '-b:a', '32k', '-application', 'voip', '-f', 'ogg', 'o']);
  });

  it('gives the real-time factor as synthesis seconds per second of speech', () => {
    expect(realTimeFactor(30, 600)).toBe(0.05);
    expect(realTimeFactor(1, 0)).toBeNull();
  });
});

describe('podcast audio settings', () => {
  it('defaults to the first offline engine found, MP3, tts-1 and one synthesis per core; empty means unset', () => {
    expect(loadConfig({})).toMatchObject({ PODCAST_TTS: 'auto', PODCAST_TTS_MODEL: 'tts-1', PODCAST_FORMAT: 'mp3' });
    expect(loadConfig({ PODCAST_TTS: '', PODCAST_FORMAT: '', PODCAST_TTS_MODEL: '', PODCAST_TTS_CONCURRENCY: '' })).toMatchObject({
      PODCAST_TTS: 'auto',
      PODCAST_TTS_MODEL: 'tts-1',
      PODCAST_FORMAT: 'mp3',
    });
    expect(loadConfig({ PODCAST_TTS_CONCURRENCY: '' }).PODCAST_TTS_CONCURRENCY).toBeUndefined();
    expect(loadConfig({ PODCAST_TTS: 'festival', PODCAST_FORMAT: 'opus', PODCAST_TTS_CONCURRENCY: '3' })).toMatchObject({
      PODCAST_TTS: 'festival',
      PODCAST_FORMAT: 'opus',
      PODCAST_TTS_CONCURRENCY: 3,
    });
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PODCAST_TTS: 'say' })).toThrow('PODCAST_TTS');
    expect(() => loadConfig({ PODCAST_FORMAT: 'wav' })).toThrow('PODCAST_FORMAT');
    expect(() => loadConfig({ PODCAST_TTS_CONCURRENCY: '0' })).toThrow('PODCAST_TTS_CONCURRENCY');
  });
});
