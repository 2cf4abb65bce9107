/**
 * A third set of the relevance benchmark, held out like the second: 40 questions written on 2026-11-26 from a
 * reader's side, as one would ask a forum (a symptom, a goal, everyday words), without the pages' headings at
 * hand, before any of them was asked of the search. The answers were then looked up in the content. Never
 * tuned on: a miss is reported, not fixed.
 */
import { API, GS, HW, LEGAL, MS, REF, TOOLS, q, type Question } from './questions.ts';

export const READER_QUESTIONS: Question[] = [
  // A probe or anchor host.
  q('the light on my probe is off', [`${GS}/hosting-a-probe`, `${HW}/`], 'host', 'phrase'),
  q('can i run a probe on a raspberry pi', [`${GS}/hosting-a-probe`, `${GS}/probes-and-anchors`], 'host', 'phrase'),
  q('does hosting a probe slow down my internet', [`${GS}/hosting-a-probe`], 'host', 'phrase'),
  q('probe behind nat', [`${GS}/probes-and-anchors`, `${GS}/hosting-a-probe`, `${GS}/`], 'host', 'words'),
  q('i want to give my probe back', [`${GS}/hosting-a-probe`], 'host', 'phrase'),
  q('how do i know my probe is working', [`${HW}/`, `${GS}/hosting-a-probe`], 'host', 'phrase'),
  q('what do i get for hosting a probe', [`${GS}/credits`], 'host', 'phrase'),
  q('is my home address published', [LEGAL, `${GS}/hosting-a-probe`], 'host', 'phrase'),
  q('anchor in the cloud', [`${HW}/anchor-v3`], 'host', 'synonym'),
  q('my probe is very old', [`${HW}/`], 'host', 'phrase'),

  // A researcher running measurements.
  q('see the route packets take', [`${MS}/traceroute`], 'researcher', 'phrase'),
  q('measure latency to my server', [`${MS}/ping`], 'researcher', 'phrase'),
  q(
    'is my website reachable from other countries',
    [`${MS}/http`, `${GS}/user-defined-measurements`],
    'researcher',
    'phrase',
  ),
  q('test my dns server from around the world', [`${MS}/dns`, `${TOOLS}/domainmon`], 'researcher', 'phrase'),
  q('when does my certificate expire', [`${MS}/sslcert`], 'researcher', 'phrase'),
  q('is my clock correct', [`${MS}/ntp`], 'researcher', 'phrase'),
  q('how long does a measurement run', [`${MS}/lifecycle`, `${MS}/`], 'researcher', 'phrase'),
  q('get results as they come in', [`${MS}/`], 'researcher', 'phrase'),
  q('where are the results of the default measurements', [`${GS}/built-in-measurements`], 'researcher', 'phrase'),
  q(
    'how many probes can one measurement use',
    [`${GS}/user-defined-measurements`, `${GS}/credits`],
    'researcher',
    'phrase',
  ),
  q('my measurement has no results', [`${MS}/lifecycle`], 'researcher', 'phrase'),
  q(
    'only probes with ipv6',
    [`${GS}/user-defined-measurements`, `${API}/creating-measurements`, `${GS}/probes-and-anchors`],
    'researcher',
    'phrase',
  ),
  q('python library', [`${TOOLS}/libraries`], 'researcher', 'words'),
  q('lost packets', [`${MS}/ping`], 'researcher', 'words'),
  q('hide my measurement from others', [`${MS}/`, `${GS}/user-defined-measurements`], 'researcher', 'phrase'),
  q('price of an hourly traceroute', [`${GS}/credits`, `${MS}/traceroute`], 'researcher', 'phrase'),
  q('measure a wireless network', [`${MS}/wifi`], 'researcher', 'phrase'),
  q('test https from the probes', [`${MS}/http`, `${MS}/sslcert`], 'researcher', 'phrase'),

  // A developer using the API.
  q('how do i log in to the api', [`${API}/authentication`, `${GS}/api-keys`], 'api', 'phrase'),
  q('my api key stopped working', [`${API}/authentication`, `${GS}/api-keys`], 'api', 'phrase'),
  q('too many requests error', [`${API}/rate-limits`, `${API}/errors`], 'api', 'phrase'),
  q('get all my measurements', [`${REF}/measurements`, `${API}/pagination`], 'api', 'phrase'),
  q('only some fields in the answer', [`${API}/`, `${API}/pagination`], 'api', 'phrase'),
  q('sort by date', [`${API}/`], 'api', 'words'),
  q('json example of a new measurement', [`${API}/creating-measurements`], 'api', 'phrase'),
  q('what time zone are timestamps in', [`${API}/`], 'api', 'phrase'),
  q('probes in a country', [`${REF}/probes`, `${API}/`], 'api', 'phrase'),
  q('who can use my key', [`${API}/authentication`, `${GS}/api-keys`], 'api', 'phrase'),
  q('the api returns 400', [`${API}/errors`], 'api', 'phrase'),
  q('give credits to someone else', [`${GS}/credits`], 'api', 'phrase'),
];
