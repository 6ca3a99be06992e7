// Short sounds made with WebAudio: nothing to download, nothing that waits.
// The mute switch is remembered.
let ctx = null;
let muted = localStorage.getItem("muted") === "1";

export function isMuted() { return muted; }
export function setMuted(m) { muted = m; localStorage.setItem("muted", m ? "1" : "0"); }

function audio() {
  if (!ctx) {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return null;
    ctx = new AC();
  }
  if (ctx.state === "suspended") ctx.resume();
  return ctx;
}

function tone(freq, start, dur, type = "sine", gain = 0.15) {
  const a = audio();
  if (!a) return;
  const o = a.createOscillator();
  const g = a.createGain();
  o.type = type;
  o.frequency.value = freq;
  const t0 = a.currentTime + start;
  g.gain.setValueAtTime(0, t0);
  g.gain.linearRampToValueAtTime(gain, t0 + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, t0 + dur);
  o.connect(g).connect(a.destination);
  o.start(t0);
  o.stop(t0 + dur + 0.02);
}

// clack is a tile put down: a short filtered noise.
function clack() {
  const a = audio();
  if (!a) return;
  const n = Math.floor(a.sampleRate * 0.05);
  const buf = a.createBuffer(1, n, a.sampleRate);
  const d = buf.getChannelData(0);
  for (let i = 0; i < n; i++) d[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / n, 3);
  const src = a.createBufferSource();
  src.buffer = buf;
  const f = a.createBiquadFilter();
  f.type = "bandpass";
  f.frequency.value = 2400;
  const g = a.createGain();
  g.gain.value = 0.5;
  src.connect(f).connect(g).connect(a.destination);
  src.start();
}

const sounds = {
  discard: clack,
  turn: () => tone(880, 0, 0.12, "triangle", 0.08),
  call: () => { tone(520, 0, 0.12, "square", 0.06); tone(780, 0.08, 0.16, "square", 0.06); },
  riichi: () => { tone(660, 0, 0.1, "sawtooth", 0.05); tone(990, 0.1, 0.25, "sawtooth", 0.05); },
  win: () => [523, 659, 784, 1047].forEach((f, i) => tone(f, i * 0.09, 0.35, "triangle", 0.1)),
  draw: () => tone(330, 0, 0.3, "sine", 0.08),
  tick: () => tone(1200, 0, 0.04, "square", 0.03),
};

export function play(name) {
  if (muted || !sounds[name]) return;
  try { sounds[name](); } catch { /* audio is optional */ }
}
