// The V8 settings the gateway runs with: `npm start` passes them to node, and the benchmark's gateways get the same.
//
// A young generation of up to 32 MB (V8's default is 16): every large answer the gateway parses lives until its
// request ends (a 500-row page with its lists is some 4 MB of objects), and a scavenge that falls inside a request
// copies all of it to the old generation's doorstep. With twice the room, fewer scavenges fall inside a request.
// On the 500-row page with relations, at 10 connections, it took the gateway's CPU per query from 7.5–8.2 ms to
// 5.9–6.2 ms; the 50-row page is unchanged within noise.
export const gatewayNodeFlags: readonly string[] = ['--max-semi-space-size=32'];
