# Node 20 (20.19 or later), as package.json's engines and .nvmrc say: the 20 tag is the newest 20.x.
FROM node:20-bookworm-slim
WORKDIR /app
# libtesseract-dev and g++: the native OCR engine (scripts/build-native-ocr.mjs); without them
# receipts are read by tesseract.js, about a third slower. flite and ffmpeg: Roundtable's podcast
# audio (speech, then joining and MP3/Opus encoding); without them episodes are scripts only.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libtesseract-dev g++ flite ffmpeg \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm install, as `npm start` does: npm 11's `npm ci` refuses this lockfile's nested optional
# platform packages (@napi-rs/canvas) even when it was just written by `npm install`.
# ONNXRUNTIME_NODE_INSTALL=skip: onnxruntime-node (PaddleOCR's runtime) ships its CPU binaries;
# its install script would only try to download GPU ones.
RUN ONNXRUNTIME_NODE_INSTALL=skip npm install --no-audit --no-fund
COPY . .
RUN node scripts/build-native-ocr.mjs && npx vite build --config web/vite.config.ts
EXPOSE 3000
CMD ["npx", "tsx", "server/main.ts"]
