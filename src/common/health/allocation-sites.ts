import { setFlagsFromString } from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for this process; imported first by main.ts, before
 * any other module allocates.
 *
 * V8 watches where objects are allocated and, for an allocation site whose objects mostly survived
 * a scavenge, allocates them straight in old space from then on. Here that decision misfires: what
 * survives during boot and the first requests (caches being filled, code being compiled) gets a
 * site used on every request marked "tenured", and from then on each request's objects from that
 * site live in old space and keep what they point to alive through every scavenge, so it is
 * promoted too (nepotism). Measured on the AoF Skirmish GraphQL shot, 10 connections, a fresh
 * process each time: without the flag, 2 processes in 3 promoted ~1.65 MB at every scavenge (a
 * fifth of what a request allocates; full collections every 2 s under load) and answered 15-30%
 * fewer requests; with it, 10 processes in 10 promoted ~3 KB a scavenge (docs/profile-fast-path.md).
 *
 * Set at run time (like boot-garbage.ts's flag) because the app starts from several command lines
 * (`npm start`, the Docker image, the bench); the flag is read at every collection, and set before
 * the first one it is as if given on the command line (measured the same way).
 */
setFlagsFromString('--no-allocation-site-pretenuring');
