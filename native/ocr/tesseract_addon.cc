// A Node-API addon around libtesseract (the C++ API), built by scripts/build-native-ocr.mjs.
//
//   createEngine({ tessdata, lang, init, params }) -> Promise<Engine>
//   engine.recognize(gray: Uint8Array, width, height, onProgress?) -> Promise<{ text, confidence, lines }>
//   engine.setParameters({ name: value }) -> Promise<void>
//   engine.terminate() -> Promise<void>
//   version() -> the libtesseract version; parallelThreads() -> threads an OpenMP region gets (1)
//
// Each engine owns one model and one thread of its own, which runs the engine's calls in order
// (model load, parameters, recognition, shutdown). Not a libuv pool thread: a pool of engines as
// large as the CPU count would otherwise hold every libuv thread (file system, zlib, crypto) for as
// long as it reads. Progress (tesseract's ETEXT_DESC monitor, 0..100) and results come back to
// JavaScript through a thread-safe function per call. Errors become rejected promises.
#define NAPI_VERSION 8
#include <node_api.h>
#include <omp.h>
#include <tesseract/baseapi.h>
#include <tesseract/ocrclass.h>
#include <tesseract/resultiterator.h>

#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <exception>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

// Leptonica (loaded with libtesseract) prints its complaints ("Error in boxClipToRectangle") to
// stderr. Declared weak, so an addon built against a leptonica without it still loads.
extern "C" int setMsgSeverity(int severity) __attribute__((weak));
constexpr int kLeptSeverityNone = 6;  // L_SEVERITY_NONE

namespace {

struct Engine;

enum class Kind { Init, Recognize, SetParams, End };

struct Line {
  std::string text;
  float confidence;
  int x0, y0, x1, y1;
};

using Params = std::vector<std::pair<std::string, std::string>>;

// One call from JavaScript, from the moment it is queued until its promise settles.
struct Task {
  Kind kind;
  Engine* engine = nullptr;
  napi_deferred deferred = nullptr;
  napi_threadsafe_function tsfn = nullptr;
  napi_ref on_progress = nullptr;  // recognize: the progress callback
  napi_ref keep = nullptr;         // the engine's JS object, kept alive while the call is pending
  // Freed by whichever of the engine thread and the thread-safe function's finalizer is last.
  std::atomic<int> owners{2};
  // input
  std::string datapath, lang;
  Params init_params, params;
  std::vector<unsigned char> pixels;
  int width = 0, height = 0;
  // output
  bool ok = false;
  std::string error;
  std::string text;
  int confidence = 0;
  std::vector<Line> lines;
  int last_progress = -1;
};

struct Message {
  Task* task;
  int progress;
  bool done;
};

void Unown(Task* t) {
  if (t->owners.fetch_sub(1) == 1) delete t;
}

std::mutex g_all_mu;
std::set<Engine*> g_all;  // every live engine of every Node environment (for exit)

struct Engine {
  tesseract::TessBaseAPI api;
  std::thread thread;
  std::mutex mu;
  std::condition_variable cv;
  std::deque<Task*> queue;
  bool quit = false;
  std::atomic<bool> cancel{false};
  bool terminated = false;  // main thread only: terminate() was called
  std::set<Engine*>* env_engines = nullptr;

  Engine() {
    std::lock_guard<std::mutex> lk(g_all_mu);
    g_all.insert(this);
  }
  ~Engine() {
    Stop();
    std::lock_guard<std::mutex> lk(g_all_mu);
    g_all.erase(this);
  }

  void Push(Task* t) {
    {
      std::lock_guard<std::mutex> lk(mu);
      queue.push_back(t);
    }
    cv.notify_one();
  }

  // Stops the thread (a running recognition is cancelled) and waits for it.
  void Stop() {
    cancel = true;
    {
      std::lock_guard<std::mutex> lk(mu);
      quit = true;
    }
    cv.notify_all();
    if (thread.joinable() && thread.get_id() != std::this_thread::get_id()) thread.join();
  }

  void Loop();
  void Run(Task* t);
  void SetParams(Task* t);
};

// The call is over on the engine thread: hand its outcome to JavaScript.
void Finish(Task* t) {
  auto* m = new Message{t, 100, true};
  if (napi_call_threadsafe_function(t->tsfn, m, napi_tsfn_blocking) != napi_ok) delete m;
  napi_release_threadsafe_function(t->tsfn, napi_tsfn_release);
  Unown(t);
}

bool CancelCallback(void* data, int /*words*/) {
  return static_cast<Task*>(data)->engine->cancel.load();
}

bool ProgressCallback(tesseract::ETEXT_DESC* monitor, int, int, int, int) {
  auto* t = static_cast<Task*>(monitor->cancel_this);
  int p = monitor->progress;
  if (p > t->last_progress) {
    t->last_progress = p;
    auto* m = new Message{t, p, false};
    if (napi_call_threadsafe_function(t->tsfn, m, napi_tsfn_nonblocking) != napi_ok) delete m;
  }
  return true;
}

std::string TakeText(char* s) {
  std::string out = s ? s : "";
  delete[] s;
  return out;
}

void Engine::SetParams(Task* t) {
  for (auto& [k, v] : t->params) {
    if (!api.SetVariable(k.c_str(), v.c_str())) {
      t->error = "Unknown Tesseract parameter: " + k;
      return;
    }
  }
  t->ok = true;
}

void Engine::Run(Task* t) {
  switch (t->kind) {
    case Kind::Init: {
      std::vector<std::string> names, values;
      for (auto& [k, v] : t->init_params) {
        names.push_back(k);
        values.push_back(v);
      }
      int rc = api.Init(t->datapath.c_str(), t->lang.c_str(), tesseract::OEM_LSTM_ONLY, nullptr, 0, &names, &values, false);
      if (rc != 0) {
        t->error = "Tesseract could not load the '" + t->lang + "' model from " + t->datapath;
        return;
      }
      SetParams(t);
      return;
    }
    case Kind::SetParams:
      SetParams(t);
      return;
    case Kind::Recognize: {
      if (cancel) {
        t->error = "The OCR engine was stopped before this image was read.";
        return;
      }
      api.SetImage(t->pixels.data(), t->width, t->height, 1, t->width);
      std::vector<unsigned char>().swap(t->pixels);  // tesseract holds its own copy
      tesseract::ETEXT_DESC monitor;
      monitor.cancel = &CancelCallback;
      monitor.cancel_this = t;
      monitor.progress_callback2 = &ProgressCallback;
      int rc = api.Recognize(&monitor);
      if (cancel) {
        t->error = "The OCR engine was stopped before this image was read.";
      } else if (rc != 0) {
        t->error = "Tesseract could not read the image.";
      } else {
        t->text = TakeText(api.GetUTF8Text());
        t->confidence = api.MeanTextConf();
        tesseract::ResultIterator* it = api.GetIterator();
        if (it != nullptr) {
          do {
            if (it->Empty(tesseract::RIL_TEXTLINE)) continue;
            Line line;
            line.text = TakeText(it->GetUTF8Text(tesseract::RIL_TEXTLINE));
            line.confidence = it->Confidence(tesseract::RIL_TEXTLINE);
            it->BoundingBox(tesseract::RIL_TEXTLINE, &line.x0, &line.y0, &line.x1, &line.y1);
            t->lines.push_back(std::move(line));
          } while (it->Next(tesseract::RIL_TEXTLINE));
          delete it;
        }
        t->ok = true;
      }
      api.Clear();
      return;
    }
    case Kind::End:
      api.End();
      t->ok = true;
      return;
  }
}

// Tesseract's LSTM asks OpenMP for 4 threads per text line ("num_threads(4)"), which would burn
// the other cores (and, spinning, twice the CPU time on a 2-core machine). No parallel region at
// any level on this thread: stronger than omp_set_num_threads(1), which a num_threads clause
// overrides. A per-thread setting since GCC 11's libgomp, so every engine thread calls it.
void ConfineOpenMP() {
  omp_set_dynamic(0);
  omp_set_max_active_levels(0);
}

void Engine::Loop() {
  ConfineOpenMP();
  for (;;) {
    Task* t = nullptr;
    {
      std::unique_lock<std::mutex> lk(mu);
      cv.wait(lk, [&] { return quit || !queue.empty(); });
      if (quit) {
        // Stopped from outside (process exit, garbage collection): what is left is refused.
        while (!queue.empty()) {
          Task* left = queue.front();
          queue.pop_front();
          left->error = "The OCR engine was stopped before this call ran.";
          Finish(left);
        }
        return;
      }
      t = queue.front();
      queue.pop_front();
    }
    try {
      Run(t);
    } catch (const std::exception& e) {
      t->ok = false;
      t->error = std::string("Tesseract failed: ") + e.what();
    } catch (...) {
      t->ok = false;
      t->error = "Tesseract failed.";
    }
    bool end = t->kind == Kind::End;
    Finish(t);
    if (end) return;
  }
}

// ---- JavaScript side -------------------------------------------------------------------------

#define CHECK(call)                                                         \
  do {                                                                      \
    if ((call) != napi_ok) {                                                \
      const napi_extended_error_info* info = nullptr;                       \
      napi_get_last_error_info(env, &info);                                 \
      bool pending = false;                                                 \
      napi_is_exception_pending(env, &pending);                             \
      if (!pending)                                                         \
        napi_throw_error(env, nullptr,                                      \
                         info && info->error_message ? info->error_message  \
                                                     : "Node-API call failed"); \
      return nullptr;                                                       \
    }                                                                       \
  } while (0)

napi_value Throw(napi_env env, const char* message, bool type_error = false) {
  if (type_error)
    napi_throw_type_error(env, nullptr, message);
  else
    napi_throw_error(env, nullptr, message);
  return nullptr;
}

napi_value Str(napi_env env, const std::string& s) {
  napi_value v;
  napi_create_string_utf8(env, s.data(), s.size(), &v);
  return v;
}

napi_value Num(napi_env env, double d) {
  napi_value v;
  napi_create_double(env, d, &v);
  return v;
}

void Set(napi_env env, napi_value obj, const char* key, napi_value value) {
  napi_set_named_property(env, obj, key, value);
}

void DropRefs(napi_env env, Task* t) {
  if (t->on_progress) napi_delete_reference(env, t->on_progress);
  if (t->keep) napi_delete_reference(env, t->keep);
  t->on_progress = t->keep = nullptr;
}

void CallJs(napi_env env, napi_value, void*, void* data) {
  auto* m = static_cast<Message*>(data);
  Task* t = m->task;
  bool done = m->done;
  int progress = m->progress;
  delete m;
  if (env == nullptr) return;  // the environment is going away
  if (!done) {
    if (t->on_progress == nullptr) return;
    napi_value fn, global, arg = Num(env, progress);
    if (napi_get_reference_value(env, t->on_progress, &fn) != napi_ok || fn == nullptr) return;
    napi_get_global(env, &global);
    if (napi_call_function(env, global, fn, 1, &arg, nullptr) != napi_ok) {
      napi_value ignored;
      napi_get_and_clear_last_exception(env, &ignored);  // a throwing listener does not stop the OCR
    }
    return;
  }
  if (t->kind == Kind::End || (t->kind == Kind::Init && !t->ok)) {
    t->engine->Stop();  // the thread has finished (or is about to): join it
  }
  if (!t->ok) {
    napi_value msg, err;
    napi_create_string_utf8(env, t->error.c_str(), NAPI_AUTO_LENGTH, &msg);
    napi_create_error(env, nullptr, msg, &err);
    napi_reject_deferred(env, t->deferred, err);
  } else {
    napi_value result;
    switch (t->kind) {
      case Kind::Init:
        napi_get_reference_value(env, t->keep, &result);
        break;
      case Kind::Recognize: {
        napi_create_object(env, &result);
        Set(env, result, "text", Str(env, t->text));
        Set(env, result, "confidence", Num(env, t->confidence));
        napi_value lines;
        napi_create_array_with_length(env, t->lines.size(), &lines);
        for (size_t i = 0; i < t->lines.size(); i++) {
          const Line& l = t->lines[i];
          napi_value o;
          napi_create_object(env, &o);
          Set(env, o, "text", Str(env, l.text));
          Set(env, o, "confidence", Num(env, l.confidence));
          Set(env, o, "x0", Num(env, l.x0));
          Set(env, o, "y0", Num(env, l.y0));
          Set(env, o, "x1", Num(env, l.x1));
          Set(env, o, "y1", Num(env, l.y1));
          napi_set_element(env, lines, static_cast<uint32_t>(i), o);
        }
        Set(env, result, "lines", lines);
        break;
      }
      default:
        napi_get_undefined(env, &result);
    }
    napi_resolve_deferred(env, t->deferred, result);
  }
  t->deferred = nullptr;
  DropRefs(env, t);
}

void FinalizeTsfn(napi_env env, void* data, void*) {
  auto* t = static_cast<Task*>(data);
  if (env != nullptr) DropRefs(env, t);
  Unown(t);
}

// Queues a call on the engine; returns its promise.
napi_value Queue(napi_env env, Engine* engine, napi_value self, Task* t) {
  napi_value promise, name;
  t->engine = engine;
  if (napi_create_promise(env, &t->deferred, &promise) != napi_ok ||
      napi_create_string_utf8(env, "tesseract", NAPI_AUTO_LENGTH, &name) != napi_ok ||
      napi_create_threadsafe_function(env, nullptr, nullptr, name, 0, 1, t, FinalizeTsfn, nullptr, CallJs, &t->tsfn) != napi_ok) {
    if (t->on_progress) napi_delete_reference(env, t->on_progress);
    delete t;
    return Throw(env, "Could not queue the OCR call.");
  }
  napi_create_reference(env, self, 1, &t->keep);
  engine->Push(t);
  return promise;
}

bool ReadParams(napi_env env, napi_value obj, Params* out) {
  napi_valuetype type;
  napi_typeof(env, obj, &type);
  if (type == napi_undefined || type == napi_null) return true;
  if (type != napi_object) return false;
  napi_value keys;
  uint32_t n = 0;
  if (napi_get_property_names(env, obj, &keys) != napi_ok || napi_get_array_length(env, keys, &n) != napi_ok) return false;
  for (uint32_t i = 0; i < n; i++) {
    napi_value k, v, vs;
    napi_get_element(env, keys, i, &k);
    napi_get_property(env, obj, k, &v);
    if (napi_coerce_to_string(env, v, &vs) != napi_ok) return false;
    char kb[256], vb[4096];
    size_t kl = 0, vl = 0;
    if (napi_get_value_string_utf8(env, k, kb, sizeof kb, &kl) != napi_ok ||
        napi_get_value_string_utf8(env, vs, vb, sizeof vb, &vl) != napi_ok)
      return false;
    out->emplace_back(std::string(kb, kl), std::string(vb, vl));
  }
  return true;
}

bool ReadString(napi_env env, napi_value obj, const char* key, std::string* out) {
  napi_value v;
  napi_valuetype type;
  if (napi_get_named_property(env, obj, key, &v) != napi_ok || napi_typeof(env, v, &type) != napi_ok ||
      type != napi_string)
    return false;
  size_t len = 0;
  napi_get_value_string_utf8(env, v, nullptr, 0, &len);
  std::string s(len, '\0');
  napi_get_value_string_utf8(env, v, s.data(), len + 1, &len);
  *out = s;
  return true;
}

Engine* This(napi_env env, napi_callback_info info, size_t* argc, napi_value* argv, napi_value* self) {
  void* data = nullptr;
  if (napi_get_cb_info(env, info, argc, argv, self, nullptr) != napi_ok ||
      napi_unwrap(env, *self, &data) != napi_ok || data == nullptr) {
    Throw(env, "Not an OCR engine.", true);
    return nullptr;
  }
  return static_cast<Engine*>(data);
}

napi_value Terminated(napi_env env) {
  napi_value promise, err, msg;
  napi_deferred d;
  napi_create_promise(env, &d, &promise);
  napi_create_string_utf8(env, "The OCR engine was terminated.", NAPI_AUTO_LENGTH, &msg);
  napi_create_error(env, nullptr, msg, &err);
  napi_reject_deferred(env, d, err);
  return promise;
}

napi_value Recognize(napi_env env, napi_callback_info info) {
  size_t argc = 4;
  napi_value argv[4], self;
  Engine* engine = This(env, info, &argc, argv, &self);
  if (engine == nullptr) return nullptr;
  if (engine->terminated) return Terminated(env);
  if (argc < 3) return Throw(env, "recognize(gray, width, height, onProgress?) needs the pixels and their size.", true);
  bool is_typed = false;
  napi_is_typedarray(env, argv[0], &is_typed);
  if (!is_typed) return Throw(env, "recognize: the pixels must be a Uint8Array of 8-bit grey values.", true);
  napi_typedarray_type ta_type;
  size_t length = 0;
  void* bytes = nullptr;
  CHECK(napi_get_typedarray_info(env, argv[0], &ta_type, &length, &bytes, nullptr, nullptr));
  if (ta_type != napi_uint8_array && ta_type != napi_uint8_clamped_array)
    return Throw(env, "recognize: the pixels must be a Uint8Array of 8-bit grey values.", true);
  double w = 0, h = 0;
  if (napi_get_value_double(env, argv[1], &w) != napi_ok || napi_get_value_double(env, argv[2], &h) != napi_ok)
    return Throw(env, "recognize: width and height must be numbers.", true);
  if (!(w >= 1 && h >= 1 && w <= 100000 && h <= 100000) || w != static_cast<int>(w) || h != static_cast<int>(h))
    return Throw(env, "recognize: width and height must be whole numbers of pixels (1 to 100000).");
  size_t pixels = static_cast<size_t>(w) * static_cast<size_t>(h);
  if (pixels > 200000000u) return Throw(env, "recognize: the image is too large.");
  if (length < pixels) return Throw(env, "recognize: the pixel buffer is smaller than width × height.");
  auto* t = new Task();
  t->kind = Kind::Recognize;
  t->width = static_cast<int>(w);
  t->height = static_cast<int>(h);
  t->pixels.assign(static_cast<unsigned char*>(bytes), static_cast<unsigned char*>(bytes) + pixels);
  if (argc >= 4) {
    napi_valuetype type;
    napi_typeof(env, argv[3], &type);
    if (type == napi_function) {
      napi_create_reference(env, argv[3], 1, &t->on_progress);
    } else if (type != napi_undefined && type != napi_null) {
      delete t;
      return Throw(env, "recognize: onProgress must be a function.", true);
    }
  }
  return Queue(env, engine, self, t);
}

napi_value SetParameters(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1], self;
  Engine* engine = This(env, info, &argc, argv, &self);
  if (engine == nullptr) return nullptr;
  if (engine->terminated) return Terminated(env);
  auto* t = new Task();
  t->kind = Kind::SetParams;
  if (argc < 1 || !ReadParams(env, argv[0], &t->params)) {
    delete t;
    return Throw(env, "setParameters: expected an object of parameter names and values.", true);
  }
  return Queue(env, engine, self, t);
}

napi_value Terminate(napi_env env, napi_callback_info info) {
  size_t argc = 0;
  napi_value self;
  Engine* engine = This(env, info, &argc, nullptr, &self);
  if (engine == nullptr) return nullptr;
  if (engine->terminated || !engine->thread.joinable()) {
    napi_value promise, undef;
    napi_deferred d;
    napi_create_promise(env, &d, &promise);
    napi_get_undefined(env, &undef);
    napi_resolve_deferred(env, d, undef);
    return promise;
  }
  engine->terminated = true;
  engine->cancel = true;  // a recognition under way stops at its next word
  auto* t = new Task();
  t->kind = Kind::End;
  return Queue(env, engine, self, t);
}

void FinalizeEngine(napi_env, void* data, void*) {
  auto* engine = static_cast<Engine*>(data);
  if (engine->env_engines) engine->env_engines->erase(engine);
  delete engine;  // stops and joins its thread if terminate() was never called
}

napi_value CreateEngine(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  CHECK(napi_get_cb_info(env, info, &argc, argv, nullptr, nullptr));
  napi_valuetype type = napi_undefined;
  if (argc >= 1) napi_typeof(env, argv[0], &type);
  if (type != napi_object) return Throw(env, "createEngine({ tessdata, lang, init?, params? }): options missing.", true);
  auto* t = new Task();
  t->kind = Kind::Init;
  napi_value init, params;
  bool ok = ReadString(env, argv[0], "tessdata", &t->datapath) && ReadString(env, argv[0], "lang", &t->lang) &&
            napi_get_named_property(env, argv[0], "init", &init) == napi_ok && ReadParams(env, init, &t->init_params) &&
            napi_get_named_property(env, argv[0], "params", &params) == napi_ok && ReadParams(env, params, &t->params);
  if (!ok) {
    delete t;
    return Throw(env, "createEngine: tessdata and lang must be strings, init and params objects of strings.", true);
  }
  // The model's own chatter ("Estimating resolution", warnings) goes to debug_file.
  bool has_debug_file = false;
  for (auto& p : t->init_params) has_debug_file |= p.first == "debug_file";
  for (auto& p : t->params) {
    if (p.first == "debug_file") {
      t->init_params.push_back(p);
      has_debug_file = true;
    }
  }
  if (!has_debug_file) t->init_params.emplace_back("debug_file", "/dev/null");

  auto* engine = new Engine();
  napi_value obj;
  napi_property_descriptor methods[] = {
      {"recognize", nullptr, Recognize, nullptr, nullptr, nullptr, napi_default, nullptr},
      {"setParameters", nullptr, SetParameters, nullptr, nullptr, nullptr, napi_default, nullptr},
      {"terminate", nullptr, Terminate, nullptr, nullptr, nullptr, napi_default, nullptr},
  };
  if (napi_create_object(env, &obj) != napi_ok || napi_define_properties(env, obj, 3, methods) != napi_ok ||
      napi_wrap(env, obj, engine, FinalizeEngine, nullptr, nullptr) != napi_ok) {
    delete engine;
    delete t;
    return Throw(env, "Could not create the OCR engine object.");
  }
  void* instance = nullptr;
  napi_get_instance_data(env, &instance);
  engine->env_engines = static_cast<std::set<Engine*>*>(instance);
  if (engine->env_engines) engine->env_engines->insert(engine);
  try {
    engine->thread = std::thread([engine] { engine->Loop(); });
  } catch (const std::exception& e) {
    delete t;
    return Throw(env, (std::string("Could not start the OCR engine's thread: ") + e.what()).c_str());
  }
  return Queue(env, engine, obj, t);
}

napi_value Version(napi_env env, napi_callback_info) {
  return Str(env, tesseract::TessBaseAPI::Version());
}

// What an engine thread gets from a parallel region asking for 4 threads (checked on a new thread
// set up like the engines' ones).
napi_value ParallelThreads(napi_env env, napi_callback_info) {
  int n = 0;
  std::thread probe([&n] {
    ConfineOpenMP();
#pragma omp parallel num_threads(4)
    {
#pragma omp single
      n = omp_get_num_threads();
    }
  });
  probe.join();
  napi_value v;
  napi_create_int32(env, n, &v);
  return v;
}

// The environment is going away (worker thread ends, process exits): stop every engine's thread
// before Node deletes the thread-safe functions those threads use.
void CleanupEnv(void* arg) {
  auto* engines = static_cast<std::set<Engine*>*>(arg);
  for (Engine* e : *engines) e->Stop();
}

void FreeInstance(napi_env, void* data, void*) {
  auto* engines = static_cast<std::set<Engine*>*>(data);
  for (Engine* e : *engines) e->env_engines = nullptr;
  delete engines;
}

// process.exit() skips the environment's cleanup: stop the threads before libtesseract's own
// static data is destroyed under them.
void StopAllAtExit() {
  std::vector<Engine*> all;
  {
    std::lock_guard<std::mutex> lk(g_all_mu);
    all.assign(g_all.begin(), g_all.end());
  }
  for (Engine* e : all) e->Stop();
}

}  // namespace

NAPI_MODULE_INIT() {
  static std::once_flag once;
  std::call_once(once, [] {
    std::atexit(StopAllAtExit);
    if (setMsgSeverity != nullptr && std::getenv("LEPT_MSG_SEVERITY") == nullptr) setMsgSeverity(kLeptSeverityNone);
  });
  auto* engines = new std::set<Engine*>();
  napi_set_instance_data(env, engines, FreeInstance, nullptr);
  napi_add_env_cleanup_hook(env, CleanupEnv, engines);
  napi_property_descriptor props[] = {
      {"createEngine", nullptr, CreateEngine, nullptr, nullptr, nullptr, napi_default, nullptr},
      {"version", nullptr, Version, nullptr, nullptr, nullptr, napi_default, nullptr},
      {"parallelThreads", nullptr, ParallelThreads, nullptr, nullptr, nullptr, napi_default, nullptr},
  };
  napi_define_properties(env, exports, 3, props);
  return exports;
}
