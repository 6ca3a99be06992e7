// The client's strings: one catalogue per language (lang/en.js,
// lang/ja.js). t(key, values) looks a string up in the chosen language,
// falling back to English, and fills in {name} placeholders.
import en from "./lang/en.js";
import ja from "./lang/ja.js";

const catalogues = { en, ja };
let lang = localStorage.getItem("lang") || (navigator.language?.startsWith("ja") ? "ja" : "en");
if (!catalogues[lang]) lang = "en";

// A key with a "_one" form (en's "1 point") uses it when values.n is 1.
export function t(key, values) {
  const one = key + "_one";
  if (values && String(values.n) === "1" && (one in catalogues[lang] || !(key in catalogues[lang]) && one in en)) key = one;
  let s = catalogues[lang][key] ?? en[key] ?? key;
  if (values) s = s.replace(/\{(\w+)\}/g, (m, k) => (values[k] ?? m));
  return s;
}

// has reports whether key is in the catalogue.
export function has(key) { return key in en; }

export function currentLang() { return lang; }

// setLang switches the language and tells every listener ("langchange" on
// window); pages redraw their words without reconnecting.
export function setLang(l) {
  if (!catalogues[l]) return;
  lang = l;
  localStorage.setItem("lang", l);
  document.documentElement.lang = l;
  window.dispatchEvent(new Event("langchange"));
}

// pick returns the Japanese or English of a {ja, en} pair (yaku names and
// the like that the server sends in both).
export function pick(pair) {
  if (!pair) return "";
  if (lang !== "ja" && pair.en) return pair.en[0].toUpperCase() + pair.en.slice(1); // one casing for every variant's names
  return (lang === "ja" ? pair.ja || pair.name : pair.en) || pair.ja || pair.name || pair.en || pair.id || "";
}
