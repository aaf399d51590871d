import { Field, InputType, Int } from '@nestjs/graphql';
import type { Type } from '@nestjs/common';

/*
 * GraphQL inputs of custom entry writes: the kind's own fields (the game's abstract input) plus a
 * slug, the texts per language and the version read. The resolver maps an input to the REST
 * body and validates it with the same DTO as REST.
 */

@InputType('LocalizedTextInput', { description: 'A text per language: en required, es and fr optional (they fall back to en).' })
export class LocalizedTextInput {
  @Field() readonly en!: string;
  @Field({ nullable: true }) readonly es?: string;
  @Field({ nullable: true }) readonly fr?: string;
}

/** `<Game><Kind>Input`: the kind's fields (`fields`, an abstract input type) and the shared ones. */
export function entryInput(typeName: string, fields: Type<unknown>): Type<unknown> {
  const Input = { [typeName]: class extends (fields as Type<object>) {} }[typeName] as Type<unknown>;
  const proto = Input.prototype as object;
  Field(() => String, { nullable: true, description: 'Required to create; on update, if given, it must be the id’s slug.' })(proto, 'slug');
  Field(() => LocalizedTextInput, { description: 'The name per language.' })(proto, 'name');
  Field(() => LocalizedTextInput, { nullable: true })(proto, 'summary');
  Field(() => Int, { nullable: true, description: 'On update: the version read; a stale one is refused (409).' })(proto, 'version');
  InputType(typeName, { description: `A custom entry: its profile, a slug and a localized name.` })(Input);
  return Input;
}
