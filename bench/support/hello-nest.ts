/**
 * The framework's floor: a bare Nest 11 app on Express with one hello route and nothing else (no guards, pipes,
 * database or logging). Started by the API benchmark beside the portal: `tsx bench/support/hello-nest.ts <port>`.
 */
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

@Controller()
class HelloController {
  @Get('hello')
  hello() {
    return { hello: 'world' };
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(HelloModule, { logger: false });
  await app.listen(Number(process.argv[2]), '127.0.0.1');
}

void main();
