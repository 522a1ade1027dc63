// An external script for the strict Content-Security-Policy test: records that it ran.
window.cspRuns.push('probe');
