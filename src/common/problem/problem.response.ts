import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { PROBLEM_BASE_URI } from './problem';

export class ProblemFieldErrorResponse {
  @ApiProperty({ description: 'Dotted path of the offending field in the request.', example: 'target.distance' })
  readonly path!: string;

  @ApiProperty({ description: 'What is wrong with it, in the reply’s language (Content-Language).', example: 'must be at most 1,000' })
  readonly message!: string;

  @ApiPropertyOptional({
    type: [String],
    description:
      'Ids the request may have meant, closest first: for an unknown id the closest ones the catalog has (by id, slug and name in every language, typos and accents forgiven), for a weapon the unit does not carry the ones it does. Absent when there are none. The message says them too ("did you mean ...?").',
    example: ['german-geneticists/wehrmacht'],
  })
  readonly suggestions?: string[];
}

/** RFC 9457 problem details, as every error response carries them (application/problem+json). */
export class ProblemResponse {
  @ApiProperty({ description: 'Problem type URI; the last segment is stable and meant to be switched on.', example: `${PROBLEM_BASE_URI}validation` })
  readonly type!: string;

  @ApiProperty({ example: 'Invalid request' })
  readonly title!: string;

  @ApiProperty({ example: 400 })
  readonly status!: number;

  @ApiProperty({ description: 'In the reply’s language (Content-Language), as is `title`.', example: 'target.distance must be at most 1,000.' })
  readonly detail!: string;

  @ApiProperty({ type: () => ProblemFieldErrorResponse, isArray: true })
  readonly errors!: ProblemFieldErrorResponse[];
}

const problem = (status: number, description: string): MethodDecorator & ClassDecorator =>
  ApiResponse({ status, description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } } });

/** The error responses of a resolve route. */
export const ApiResolveProblems = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    problem(400, 'Malformed JSON, unknown field, wrong type or out-of-range value (each path named in `errors`), or an invalid query parameter.'),
    problem(413, 'Body larger than the limit.'),
    problem(415, 'Body not sent as application/json.'),
    problem(422, 'Unknown id, a situation the rules forbid, or dice that do not fit.'),
    problem(500, 'Unexpected error (logged; no details are returned).'),
  );
