#!/bin/sh
# shot.sh file.svg out.png [w h]
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot=$2 --window-size=${3:-480},${4:-360} file://$1 2>/dev/null
