/**
 * The one way the server starts: `npm run serve` (and so `npm start`), the systemd unit in
 * deploy/ and the container's CMD all run this file, so each path gets the same start-up
 * (migrations with a verified copy first, the setup link while no owner exists).
 */
import './index.ts';
