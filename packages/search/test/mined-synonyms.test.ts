import { describe, expect, it } from 'vitest';
import { expansionOf, minedSynonyms } from '../src/build/mined-synonyms.ts';

describe('minedSynonyms', () => {
  it('pairs an abbreviation with its expansion written beside it, either way round', () => {
    expect(
      minedSynonyms([
        'Ping reports the round-trip time (RTT) of each packet.',
        'The TLS Server Name Indication (SNI) names the host.',
        'It uses the RIS (Routing Information Service) data.',
      ]),
    ).toEqual([
      ['round-trip time', 'rtt'],
      ['server name indication', 'sni'],
      ['ris', 'routing information service'],
    ]);
  });

  it('pairs a name with the one it is also known by or was formerly called', () => {
    expect(
      minedSynonyms([
        'Use the Measurement API (also called the REST API) to create them.',
        'DomainMON, formerly DNSMON, watches name servers.',
        'A data centre, also known as a colocation facility, hosts anchors.',
      ]),
    ).toEqual([
      ['measurement api', 'rest api'],
      ['dnsmon', 'domainmon'],
      ['colocation facility', 'data centre'],
    ]);
  });

  it('leaves parentheses that are no abbreviation of the words before them, and pairs each once', () => {
    expect(minedSynonyms(['Probes send pings (ICMP) every four minutes (UTC).'])).toEqual([]);
    expect(minedSynonyms(['the round-trip time (RTT)', 'Round-trip time (RTT) again'])).toEqual([
      ['round-trip time', 'rtt'],
    ]);
  });
});

describe('expansionOf', () => {
  it('is the shortest run of last words whose initials spell the abbreviation', () => {
    expect(expansionOf('TTL', 'sends packets with increasing time-to-live')).toBe('time-to-live');
    expect(expansionOf('MAT', 'the Measurement Analysis and Tools')).toBe('Measurement Analysis and Tools');
    expect(expansionOf('RTT', 'the packet count')).toBeNull();
    expect(expansionOf('APIs', 'application programming interfaces')).toBe('application programming interfaces');
  });
});
