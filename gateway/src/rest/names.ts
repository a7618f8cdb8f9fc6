// GraphQL speaks camelCase, the practice API snake_case: the one conversion the description of the API is written with.
export { camelCase, snakeCase } from '@portal/schema/contract';
